import { getAuthorBySlug, getCategoryBySlug, getTagBySlug, listPosts, listPostsByAuthor } from '@/data/posts'
import { getTagAlias } from '@/data/tagAlias'
import { decodeSegment } from '@/lib/decodeSegment'
import { authorPermalink, categoryPermalink, tagPermalink } from '@/lib/permalink'

import { postsFeed } from '../../../feed/postsFeed'

// Like /feed/: drawn on its first request, then served from the cache until articles change
// (its reads carry the posts' tag: revalidation/cacheTags).
export const dynamic = 'force-static'
export const revalidate = false

type Context = { params: Promise<{ kind: string; slug: string }> }

/**
 * The feed of a category, tag or author archive (`/category/bodas/feed/`, `/tag/precios/feed/`,
 * `/author/marta/feed/`: the proxy rewrites them here, addresses/legacyFeedLinks), the archive's ten
 * newest articles, as WordPress serves them to readers subscribed to one archive.
 */
export async function GET(_request: Request, { params }: Context) {
  const { kind, slug } = await params
  // A malformed escape stays as written, and names no archive.
  const feed = await archive(kind, decodeSegment(slug))
  // An imported tag's old WordPress slug: its subscribers are sent to the tag's feed here.
  const alias = !feed && kind === 'tag' ? await getTagAlias(slug) : null
  if (alias) return new Response(null, { status: 301, headers: { Location: `${tagPermalink({ slug: alias })}feed/` } })
  if (!feed)
    return new Response('No se ha encontrado el archivo.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return postsFeed(feed)
}

async function archive(kind: string, slug: string) {
  switch (kind) {
    case 'category': {
      const category = await getCategoryBySlug(slug)
      return (
        category && {
          title: category.name,
          path: categoryPermalink(category),
          posts: (await listPosts(1, category.id)).docs,
        }
      )
    }
    case 'tag': {
      const tag = await getTagBySlug(slug)
      return tag && { title: tag.name, path: tagPermalink(tag), posts: (await listPosts(1, undefined, tag.name)).docs }
    }
    case 'author': {
      const author = await getAuthorBySlug(slug)
      return (
        author && {
          title: author.name,
          path: authorPermalink(author),
          posts: (await listPostsByAuthor(1, author.id)).docs,
        }
      )
    }
    default:
      return null
  }
}
