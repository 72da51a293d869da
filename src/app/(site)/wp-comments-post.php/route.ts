import { commentContext } from '@/comments/server/commentContext'
import { commentErrorResponse } from '@/comments/server/commentErrorResponse'
import { commentPrivacy } from '@/comments/server/commentPrivacy'
import { COMMENT_POST_MESSAGES } from '@/comments/server/commentPostMessages'
import { commentRedirect } from '@/comments/server/commentRedirect'
import { handleCommentPost } from '@/comments/server/handleCommentPost'
import { CommentPostUnreadable, readCommentPost } from '@/comments/server/readCommentPost'
import { keptCommentHtml, standalonePage } from '@/lib/http/standalonePage'
import { payloadClient } from '@/db/payloadClient'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '@/db/databaseUnavailable'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/**
 * WordPress's wp-comments-post.php: the comment form posts here, with or without JavaScript (the
 * browser's own form post either way). A stored comment is answered with a redirect to it; a
 * refused one with the article's page, its form holding what was typed and why it was refused.
 */
export async function POST(request: Request) {
  let fields: [string, string][]
  try {
    fields = await readCommentPost(request)
  } catch (error) {
    const status = error instanceof CommentPostUnreadable ? error.status : 400
    return standalonePage(
      status === 413 ? COMMENT_POST_MESSAGES.tooLarge : COMMENT_POST_MESSAGES.unreadable,
      '/',
      status,
    )
  }
  try {
    const payload = await payloadClient()
    try {
      const { input, deps, settings } = await commentContext(request, payload, fields)
      const result = await handleCommentPost(input, deps)
      if (result.ok) return commentRedirect(result, input.siteUrl)
      return await commentErrorResponse(result, commentPrivacy(settings), env().commentCaptcha)
    } catch (error) {
      payload.logger.error({ err: error }, 'Error al recibir un comentario')
      throw error
    }
  } catch (error) {
    const typed = fields.findLast(([name]) => name === 'comment')?.[1] ?? ''
    // The database out of reach for a moment (PostgreSQL restarting): 503, try again shortly.
    if (isDatabaseUnavailable(error))
      return standalonePage(
        COMMENT_POST_MESSAGES.unavailable,
        '/',
        503,
        { 'Retry-After': String(DATABASE_RETRY_AFTER_S) },
        undefined,
        keptCommentHtml(typed),
      )
    return standalonePage(COMMENT_POST_MESSAGES.failed, '/', 500, {}, undefined, keptCommentHtml(typed))
  }
}

/** Only posts are comments; anything else is told which method this address takes. */
export function GET() {
  return standalonePage(COMMENT_POST_MESSAGES.methodNotAllowed, '/', 405, { Allow: 'POST' }, 'Método no permitido')
}
