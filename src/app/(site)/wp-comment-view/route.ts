import { readCommentCookies } from '@/comments/render'
import { COMMENT_POST_MESSAGES } from '@/comments/server/commentPostMessages'
import { commentPrivacy } from '@/comments/server/commentPrivacy'
import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { loadCommentView } from '@/comments/server/loadCommentView'
import { parseCommentViewRequest } from '@/comments/server/parseCommentViewRequest'
import { renderCommentView } from '@/comments/server/renderCommentView'
import { htmlResponse, standalonePage } from '@/lib/http/standalonePage'
import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'
import { COMMENT_VIEW_PATH_HEADER, COMMENT_VIEW_PATH_PARAM } from '@/comments/core/commentRoutes'
import { siteSettings } from '@/settings/siteSettings'
import { errorMessage } from '@/lib/errorMessage'

export const dynamic = 'force-dynamic'

// A reply form or a private preview: one visitor's view of the article, never indexed nor kept.
const NOINDEX = { 'X-Robots-Tag': 'noindex' }
const HEADING = 'No se ha podido mostrar la página'

/**
 * An article asked for with `?replytocom={id}` (the reply link without JavaScript) or with a held
 * comment's preview parameters; the proxy sends those here with the article's path. The answer is
 * the article's prerendered page with the comment form or the comment list drawn for the request.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams
  const fromProxy = request.headers.get(COMMENT_VIEW_PATH_HEADER)
  if (fromProxy) search.set(COMMENT_VIEW_PATH_PARAM, fromProxy)
  const asked = parseCommentViewRequest(search)
  if (!asked) return standalonePage(COMMENT_POST_MESSAGES.badPath, '/', 400, NOINDEX, HEADING)
  const page = await fetchOwnPage(asked.path)
  if (!page) return standalonePage(COMMENT_POST_MESSAGES.pageUnavailable, asked.path, 502, NOINDEX, HEADING)
  if (page.status !== 200) return htmlResponse(page.html, page.status, NOINDEX)

  const payload = await payloadClient().catch((error: unknown) => {
    console.error(
      `No se ha podido iniciar Payload para mostrar un artículo con su respuesta o su comentario pendiente: ${errorMessage(error)}`,
    )
    return null
  })
  if (!payload) return standalonePage(COMMENT_POST_MESSAGES.pageUnavailable, asked.path, 503, NOINDEX, HEADING)
  try {
    const view = await loadCommentView(payload, asked)
    if (!view) return htmlResponse(page.html, 200, NOINDEX)
    const settings = await siteSettings(payload)
    const html = renderCommentView(page.html, {
      ...view,
      remembered: readCommentCookies(request.headers.get('cookie') ?? ''),
      privacy: commentPrivacy(settings),
      captcha: env().commentCaptcha,
    })
    return htmlResponse(html, 200, NOINDEX)
  } catch (error) {
    payload.logger.error({ err: error }, 'Error al mostrar un artículo con su respuesta o su comentario pendiente')
    return standalonePage(COMMENT_POST_MESSAGES.pageUnavailable, asked.path, 500, NOINDEX, HEADING)
  }
}
