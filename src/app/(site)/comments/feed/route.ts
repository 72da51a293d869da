import { commentFeedItems, renderCommentFeed } from '@/comments/render'
import { getApprovedComments, getRecentApprovedCommentIds } from '@/comments/data/comments'
import { getSettings } from '@/data/globals'
import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'
import { postPermalink } from '@/lib/permalink'

// Like /feed/: drawn on its first request, then served from the cache until articles change (the
// posts' tag) or a comment does (the comments' tag: revalidation/cacheTags).
export const dynamic = 'force-static'
export const revalidate = false

/** WordPress's posts_per_rss: the newest ten comments. */
const FEED_SIZE = 10

/**
 * The site's comment feed at /comments/feed/, as WordPress's: the newest approved comments on
 * published articles, each titled with its article and linked on the comment page that shows it.
 */
export async function GET() {
  const siteUrl = env().siteUrl
  const [settings, recent] = await Promise.all([getSettings(), getRecentApprovedCommentIds(FEED_SIZE)])
  const postIds = [...new Set(recent.map((c) => c.postId))]
  const payload = await payloadClient()
  const posts = postIds.length
    ? (
        await payload.find({
          collection: 'posts',
          where: { id: { in: postIds } },
          select: { title: true, slug: true, legacyPath: true },
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs
    : []
  const items = (
    await Promise.all(
      posts.map(async (post) => {
        const all = await getApprovedComments(post.id)
        const shown = all.filter((c) => recent.some((r) => r.id === c.id))
        return commentFeedItems(
          siteUrl,
          { id: post.id, permalink: postPermalink(post) },
          all,
          shown,
          (c) => `Comentario en ${post.title} por ${c.authorName}`,
        )
      }),
    )
  )
    .flat()
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
  const body = renderCommentFeed({
    postTitle: settings.studioName,
    title: `Comentarios para ${settings.studioName}`,
    link: `${siteUrl}/`,
    selfUrl: `${siteUrl}/comments/feed/`,
    description: settings.tagline ?? '',
    fallbackDate: new Date().toISOString(),
    items,
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=UTF-8' } })
}
