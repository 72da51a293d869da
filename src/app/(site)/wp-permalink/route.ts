import { getHomePageId } from '@/data/globals'
import { getPageById } from '@/data/pages'
import { getPostById } from '@/data/posts'
import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { pagePermalink, postPermalink } from '@/lib/permalink'

/**
 * Old WordPress links by id: /?p={id} (any post) and /?page_id={id} answer 301 to the permalink.
 * src/proxy.ts sends such requests here.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const raw = params.get('page_id') ?? params.get('p') ?? ''
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  let target: string | null = null
  if (Number.isSafeInteger(id)) {
    if (params.has('page_id')) {
      const page = await getPageById(id)
      if (page) target = await pageTarget(page)
    } else {
      const post = await getPostById(id)
      if (post) target = postPermalink(post)
      else {
        const page = await getPageById(id)
        if (page) target = await pageTarget(page)
      }
    }
  }
  if (!target) {
    // Unknown ids get the site's own 404 page (rendered by the catch-all route), with its status.
    // A route handler cannot call Next's not-found renderer, so it asks for an address that has none.
    const notFound = await fetchOwnPage('/wp-permalink/no-encontrado/')
    return new Response(notFound?.html ?? 'No se ha encontrado la página.', {
      status: 404,
      headers: { 'Content-Type': notFound ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' },
    })
  }
  return new Response(null, { status: 301, headers: { Location: target, 'Cache-Control': 'public, max-age=3600' } })
}

async function pageTarget(page: { id: number; path?: string | null; slug?: string | null }) {
  return pagePermalink(page, await getHomePageId(), page.id)
}
