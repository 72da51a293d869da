import type { PayloadRequest } from 'payload'

import { COMMENT_FEED_ROUTE } from '@/comments/core/commentRoutes'
import { COMMENTS } from '@/lib/commentLimits'

/**
 * Every address that shows an article's comments: its comment pages (`/{slug}/comment-page-{n}/`,
 * as many as its approved comments can fill) and its comment feed (the internal route the proxy
 * rewrites `/{slug}/feed/` to). The article's own address is the caller's.
 */
export async function commentPagePaths(req: PayloadRequest, postId: number, slug: string): Promise<string[]> {
  const { totalDocs } = await req.payload.count({
    collection: 'comments',
    where: { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
    req,
  })
  // Top-level threads are at most the approved comments, and one more may be arriving.
  const pages = Math.max(1, Math.ceil((totalDocs + 1) / COMMENTS.perPage))
  return [
    `${COMMENT_FEED_ROUTE}/${slug}`,
    ...Array.from({ length: pages }, (_, i) => `/${slug}/comment-page-${i + 1}/`),
  ]
}
