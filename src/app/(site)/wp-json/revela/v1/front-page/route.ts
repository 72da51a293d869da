import { getHomePageId } from '@/data/globals'
import { payloadClient } from '@/data/payload'
import { pagePermalink } from '@/lib/permalink'

// Read on every call (it is cached by the proxy, not by Next), so a new front page shows at once.
export const dynamic = 'force-dynamic'

/**
 * GET /wp-json/revela/v1/front-page: the address the front page would have as an ordinary page
 * (`/inicio/`), which the proxy sends to / with a 301 as WordPress does. Public by nature.
 */
export async function GET() {
  const id = await getHomePageId()
  const page = id ? await (await payloadClient()).findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  return Response.json({ path: page ? pagePermalink(page) : null }, { headers: { 'Cache-Control': 'no-store' } })
}
