import { commentFeedItems, renderCommentFeed } from '@/comments/render'
import { getApprovedComments } from '@/comments/data/comments'
import { getSettings } from '@/data/globals'
import { getPostByLegacyPath, getPostBySlug } from '@/data/posts'
import { env } from '@/env'
import { absoluteUrl, postPermalink } from '@/lib/permalink'

// Like /feed/: drawn on its first request, then served from the cache until the article's comments
// change (its reads tag it with the article and its comments: revalidation/cacheTags).
export const dynamic = 'force-static'
export const revalidate = false

/** WordPress's posts_per_rss: the newest ten comments. */
const FEED_SIZE = 10

type Context = { params: Promise<{ slug: string }> }

/**
 * An article's comment feed, served at `/{slug}/feed/` (the proxy rewrites that address here), as
 * WordPress's RSS 2.0 comment feed: the newest approved comments, each linked on its comment page.
 */
export async function GET(_request: Request, { params }: Context) {
  const slug = safeDecode((await params).slug)
  const post = slug
    ? ((slug.includes('/') ? null : await getPostBySlug(slug)) ?? (await getPostByLegacyPath(slug)))
    : null
  if (!post)
    return new Response('No se ha encontrado el artículo.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
    })

  const siteUrl = env().siteUrl
  const permalink = postPermalink(post)
  const [settings, comments] = await Promise.all([getSettings(), getApprovedComments(post.id)])
  const newest = [...comments]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, FEED_SIZE)

  const body = renderCommentFeed({
    postTitle: post.title,
    link: absoluteUrl(siteUrl, permalink),
    selfUrl: absoluteUrl(siteUrl, `${permalink}feed/`),
    description: settings.tagline ?? '',
    fallbackDate: post.updatedAt,
    items: commentFeedItems(siteUrl, { id: post.id, permalink }, comments, newest),
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=UTF-8' } })
}

/** The slug as typed, or null for a malformed escape (`%E0%A4%A`), which names no article. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    // decodeURIComponent refuses a malformed escape; no article's slug has one, so the feed is not found.
    return null
  }
}
