import { getHomePageId } from '@/data/globals'
import { findByWordPressId } from '@/data/wordPressIds'
import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { authorPermalink, categoryPermalink, pagePermalink, postPermalink } from '@/lib/permalink'
import { wpQueryLink, type WpQueryLink } from '@/addresses/wpQueryLinks'

/**
 * Old WordPress query links, on / or /index.php (src/proxy.ts sends them here), answered as
 * WordPress's canonical redirect does: a 301 to the address of what they name. `?p=` (any post,
 * page or attachment), `?page_id=`, `?attachment_id=` (the file), `?cat=`, `?tag=`, `?author=`, `?m=`
 * (a date archive) and /index.php alone (the front page). Anything else gets the site's 404 page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const link = wpQueryLink(url.searchParams)
  const target = link ? await targetOf(link) : null
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

export const HEAD = GET

async function targetOf(link: WpQueryLink): Promise<string | null> {
  switch (link.kind) {
    case 'home':
      return '/'
    case 'post-or-page': {
      const post = await findByWordPressId('posts', link.id)
      if (post) return postPermalink(post)
      return (await pageTarget(link.id)) ?? (await attachmentTarget(link.id))
    }
    case 'page':
      return pageTarget(link.id)
    case 'attachment':
      return attachmentTarget(link.id)
    case 'category': {
      const category = await findByWordPressId('categories', link.id)
      return category?.slug ? categoryPermalink(category) : null
    }
    case 'author': {
      const author = await findByWordPressId('authors', link.id)
      return author?.slug ? authorPermalink(author) : null
    }
    case 'tag':
      return `/tag/${encodeURIComponent(link.slug)}/`
    case 'date':
      return link.path
  }
}

async function pageTarget(id: number): Promise<string | null> {
  const page = await findByWordPressId('pages', id)
  return page ? pagePermalink(page, await getHomePageId(), page.id) : null
}

/** An attachment's address is its file's: Revela has no attachment pages. */
async function attachmentTarget(id: number): Promise<string | null> {
  const media = await findByWordPressId('media', id)
  return media?.url ?? null
}
