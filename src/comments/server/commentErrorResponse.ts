import { COMMENT_TEXTS, RESPOND_MARKERS, renderRespond } from '@/comments/render'
import { postPermalink } from '@/lib/permalink'

import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import type { CommentPostResult } from './handleCommentPost'
import { replaceRegion } from '@/lib/html/replaceRegion'
import { htmlResponse, standalonePage } from '@/lib/http/standalonePage'

type Refusal = Extract<CommentPostResult, { ok: false }>

/**
 * A refused comment answered as WordPress's theme would show it, but without losing a word: the
 * article's own page with its form drawn again holding what the visitor typed and every error.
 * An unknown article, closed comments (no form to offer) or a page that cannot be had get a small
 * page of their own with the message and a way back.
 */
export async function commentErrorResponse(
  result: Refusal,
  privacy: { controller: string; privacyUrl: string },
  captcha = false,
): Promise<Response> {
  const headers: Record<string, string> = result.retryAfterS ? { 'Retry-After': String(result.retryAfterS) } : {}
  const messages = result.errors.map((e) => e.message)
  const post = result.post
  if (!post || result.status === 403 || result.status === 404)
    return standalonePage(messages, post ? postPermalink(post) : '/', result.status, headers)

  const permalink = postPermalink(post)
  const form = renderRespond({
    postId: post.id,
    permalink,
    parent: result.parent?.id,
    replyTo: result.parent ? COMMENT_TEXTS.replyTo(result.parent.authorName) : undefined,
    values: result.values,
    errors: result.errors,
    privacy,
    captcha,
  })
  const page = await fetchOwnPage(permalink)
  const html = page?.status === 200 ? replaceRegion(page.html, RESPOND_MARKERS, form) : null
  // Without the article's page the form still comes back, alone, holding what was typed.
  return html
    ? htmlResponse(html, result.status, headers)
    : standalonePage(messages, permalink, result.status, headers, undefined, form)
}
