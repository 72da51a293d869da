import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'
import { restError } from '@/lib/http/restError'
import { clientIp } from '@/lib/clientIp'
import { readBoundedText } from '@/lib/http/readBoundedText'
import { LOOP_LIMITS } from '@/blocks/PostsLoop/core/limits'
import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'
import { parseRefreshRequest, tooLargeBody } from '@/blocks/PostsLoop/core/parseRefreshRequest'
import { renderLoopRegion } from '@/blocks/PostsLoop/render'
import { findPublishedLoop } from '@/blocks/PostsLoop/server/findLoopPage'
import { loadLoopView } from '@/blocks/PostsLoop/server/loadLoopView'
import { hitLoopRateLimit } from '@/blocks/PostsLoop/server/loopRateLimit'
import { errorMessage } from '@/lib/errorMessage'

export const dynamic = 'force-dynamic'

/**
 * POST /wp-json/elementor-pro/v1/refresh-loop: Elementor Pro's loop asks for one of its pages or
 * filters ({ post_id, widget_id, widget_filters, pagination_base_url, page? }) and gets
 * `{ data: html }`, the region exactly as the page draws it. Rate → parse → find the published
 * loop → render; refusals in WordPress's REST shape. Only published pages and posts are read, and
 * the answer is not kept by any cache: browsers and nginx never reuse a POST's answer, and
 * no-store says so, so a post withdrawn a moment ago is gone from the very next answer.
 *
 * Each refresh reads the page's layout (depth 0), the index of posts and categories the filter is
 * computed from (kept by Next's data cache until a post or category changes, see data/loop), and
 * one page of posts with their images and categories: several queries, some over joined tables.
 * Anyone may ask, so an address gets a generous number of refreshes (LOOP_LIMITS.refreshPerIp),
 * enough to page through the blog many times over, and a flood gets 429.
 */
export async function POST(request: Request) {
  const limit = await hitLoopRateLimit(clientIp(request))
  if (!limit.allowed)
    return restError(
      429,
      'rest_too_many_requests',
      'Se han pedido demasiadas páginas de entradas seguidas. Espera unos minutos y vuelve a intentarlo.',
      {
        'Retry-After': String(limit.retryAfterS),
      },
    )

  const text = await readBoundedText(request, LOOP_LIMITS.maxBodyBytes).catch(() => {
    // The body broke off midway (the client went away): read as empty, which the parser below answers with 400.
    return ''
  })
  // The site's configured origin only: the request's own (from its Host header) is the client's to
  // choose, and where it is the same as SITE_URL's it adds nothing.
  const origins = [new URL(env().siteUrl).origin]
  const parsed = text === null ? tooLargeBody() : parseRefreshRequest(text, origins)
  if (!parsed.ok) return Response.json(parsed.body, { status: parsed.status, headers: { 'Cache-Control': 'no-store' } })

  const { postId, widgetId, query, search } = parsed.request
  const payload = await payloadClient().catch((error: unknown) => {
    console.error(`No se ha podido iniciar Payload para refrescar un listado de entradas: ${errorMessage(error)}`)
    return null
  })
  if (!payload)
    return restError(
      503,
      'rest_loop_unavailable',
      'No se han podido cargar las entradas. Inténtalo de nuevo en unos minutos.',
    )
  try {
    const block = await findPublishedLoop(postId, widgetId)
    if (block === 'no-page')
      return restError(404, 'rest_post_invalid_id', 'No hay ninguna página publicada con ese identificador.')
    if (block === 'no-widget')
      return restError(
        404,
        'rest_widget_invalid_id',
        'La página no tiene ningún listado de entradas con ese identificador.',
      )
    const view = await loadLoopView(widgetId, loopSettings(block), query, search)
    return Response.json({ data: renderLoopRegion(view) }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    payload.logger.error({ err: error }, 'Error al refrescar un listado de entradas')
    return restError(
      500,
      'rest_loop_error',
      'No se han podido cargar las entradas. Inténtalo de nuevo en unos minutos.',
    )
  }
}
