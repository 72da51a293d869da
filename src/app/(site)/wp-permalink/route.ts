import { getHomePageId } from '@/data/globals'
import { getPageById } from '@/data/pages'
import { getPostById } from '@/data/posts'
import { revelaIdOf } from '@/data/wordPressIds'
import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { pagePermalink, postPermalink } from '@/lib/permalink'

/**
 * Old WordPress links by id: /?p={id} (any post) and /?page_id={id} answer 301 to the permalink.
 * The id is WordPress's (data/wordPressIds). src/proxy.ts sends such requests here.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const raw = params.get('page_id') ?? params.get('p') ?? ''
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  let target: string | null = null
  if (Number.isSafeInteger(id)) {
    if (params.has('page_id')) {
      const page = await getPageById((await revelaIdOf('pages', id)).id)
      if (page) target = await pageTarget(page)
    } else {
      const [post, page] = await Promise.all([revelaIdOf('posts', id), revelaIdOf('pages', id)])
      const asPost = post.imported || !page.imported ? await getPostById(post.id) : null
      const asPage = !asPost && (page.imported || !post.imported) ? await getPageById(page.id) : null
      if (asPost) target = postPermalink(asPost)
      else if (asPage) target = await pageTarget(asPage)
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
