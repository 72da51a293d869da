import { commentCookies } from './commentCookies'
import type { CommentPostResult } from './handleCommentPost'

type Accepted = Extract<CommentPostResult, { ok: true }>

/**
 * The answer to a stored comment: 303 See Other to the comment on its article, with the "save my
 * details" cookies set or cleared. WordPress sends 302, which browsers also follow with a GET;
 * 303 says so explicitly, so that no client ever posts the comment again to the new address. The
 * Location is a path: it is built from the article's slug, never from the request, and a relative
 * reference keeps the visitor on whatever host and scheme they came through.
 */
export function commentRedirect(result: Accepted, siteUrl: string): Response {
  const headers = new Headers({ Location: result.location, 'Cache-Control': 'no-store' })
  for (const cookie of commentCookies(siteUrl, result.remember)) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}
