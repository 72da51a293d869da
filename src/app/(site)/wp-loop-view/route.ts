import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { htmlResponse, standalonePage } from '@/lib/http/standalonePage'
import { payloadClient } from '@/db/payloadClient'
import { clientIp } from '@/lib/clientIp'
import { LOOP_VIEW_PATH_HEADER, LOOP_VIEW_PATH_PARAM } from '@/blocks/PostsLoop/core/loopRoutes'
import { withoutLoopParams } from '@/blocks/PostsLoop/core/withoutLoopParams'
import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'
import { findLoopPageByPath } from '@/blocks/PostsLoop/server/findLoopPage'
import { loadLoopView } from '@/blocks/PostsLoop/server/loadLoopView'
import { hitLoopRateLimit } from '@/blocks/PostsLoop/server/loopRateLimit'
import { loopViewResponse } from '@/blocks/PostsLoop/server/loopViewResponse'
import { parseLoopViewRequest } from '@/blocks/PostsLoop/server/parseLoopViewRequest'
import { renderLoopView } from '@/blocks/PostsLoop/server/renderLoopView'
import { errorMessage } from '@/lib/errorMessage'

export const dynamic = 'force-dynamic'

const NOINDEX = { 'X-Robots-Tag': 'noindex' }
const HEADING = 'No se ha podido mostrar la página'
const UNAVAILABLE = 'La página no está disponible en este momento. Inténtalo de nuevo en unos minutos.'
const TOO_MANY = 'Se han pedido demasiadas páginas de entradas seguidas. Espera unos minutos y vuelve a intentarlo.'

/**
 * A page asked with a posts loop's page or filter in its address (`?e-page-{id}=2`,
 * `?e-filter-{id}-category=consejos`): the links of the loop without JavaScript. The proxy sends
 * those here with the page's path; the answer is the page's prerendered HTML with each loop named
 * in the address drawn for what it asks, by the renderer the page and the refresh endpoint use.
 * A page past the last (or a filter without posts) says so, with a link back, and is a 404.
 * The route can be asked directly with any `?path=`: only a published page that holds a posts loop
 * is fetched and drawn; any other path (a page without a loop, the admin, nothing) is sent, with a
 * 302, to its own address without the loop's parameters, as WordPress ignores parameters it does
 * not know. Each view costs what a refresh does (the page, the posts, the categories), so it counts
 * against the same per-address limit.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams
  const asked = parseLoopViewRequest(
    request.headers.get(LOOP_VIEW_PATH_HEADER) ?? search.get(LOOP_VIEW_PATH_PARAM),
    search,
  )
  if (!asked) return standalonePage('La dirección pedida no es una página de este sitio.', '/', 400, NOINDEX, HEADING)
  const limit = await hitLoopRateLimit(clientIp(request))
  if (!limit.allowed)
    return standalonePage(TOO_MANY, asked.path, 429, { ...NOINDEX, 'Retry-After': String(limit.retryAfterS) }, HEADING)

  const payload = await payloadClient().catch((error: unknown) => {
    console.error(
      `No se ha podido iniciar Payload para mostrar una página de un listado de entradas sin JavaScript: ${errorMessage(error)}`,
    )
    return null
  })
  if (!payload) return standalonePage(UNAVAILABLE, asked.path, 503, NOINDEX, HEADING)
  try {
    const holder = await findLoopPageByPath(asked.path)
    if (!holder)
      return new Response(null, {
        status: 302,
        headers: { Location: withoutLoopParams(asked.path, search), ...NOINDEX },
      })
    const page = await fetchOwnPage(asked.path)
    if (!page) return standalonePage(UNAVAILABLE, asked.path, 502, NOINDEX, HEADING)
    if (page.status !== 200) return htmlResponse(page.html, page.status, NOINDEX)

    // The other loops' parameters of this address, which each loop's links keep.
    const current = search.toString()
    let html = page.html
    let status = 200
    for (const block of holder.loops) {
      if (!asked.queries.has(block.id)) continue
      const view = await loadLoopView(block.id, loopSettings(block), asked.queries.get(block.id) ?? null, current)
      if (view.outcome === 'out-of-range') status = 404
      html = renderLoopView(html, view)
    }
    return loopViewResponse(html, status)
  } catch (error) {
    payload.logger.error({ err: error }, 'Error al mostrar una página de un listado de entradas sin JavaScript')
    return standalonePage(UNAVAILABLE, asked.path, 500, NOINDEX, HEADING)
  }
}

// A HEAD request (a link checker) gets the same status and headers.
export const HEAD = GET
