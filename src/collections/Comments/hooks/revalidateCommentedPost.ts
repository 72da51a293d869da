import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { revalidatePaths } from '@/hooks/revalidate'
import { COMMENT_FEED_ROUTE } from '@/lib/commentRoutes'
import { COMMENTS } from '@/lib/constants'

type CommentLike = { status?: string | null; content?: string | null; authorName?: string | null; post?: number | { id: number } | null }

const postId = (c: CommentLike) => (typeof c.post === 'object' ? c.post?.id : c.post)

/**
 * The article's page, its comment pages (`/{slug}/comment-page-{n}/`) and its comment feed (served
 * by its internal route), re-rendered on their next request.
 */
async function revalidateArticle(req: PayloadRequest, id: number | undefined, context: Record<string, unknown>) {
  if (!id) return
  const post = await req.payload
    .findByID({ collection: 'posts', id, depth: 0, overrideAccess: true, req, select: { slug: true } })
    .catch(() => null)
  if (!post?.slug) return
  // Every comment page the article can have: top-level threads are at most its approved comments.
  const { totalDocs } = await req.payload.count({
    collection: 'comments',
    where: { and: [{ post: { equals: id } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
    req,
  })
  const pages = Math.max(1, Math.ceil((totalDocs + 1) / COMMENTS.perPage))
  const commentPages = Array.from({ length: pages }, (_, i) => `/${post.slug}/comment-page-${i + 1}/`)
  revalidatePaths([`/${post.slug}/`, `${COMMENT_FEED_ROUTE}/${post.slug}`, ...commentPages], context)
}

/**
 * A comment appears on, changes on or leaves its article only when it is or was approved: held,
 * spam and binned comments never reach the public page, so changing them re-renders nothing.
 */
export const revalidateCommentedPost: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const shownBefore = previousDoc?.status === 'approved'
  const shownNow = doc.status === 'approved'
  const changed =
    shownBefore !== shownNow ||
    (shownNow && (previousDoc?.content !== doc.content || previousDoc?.authorName !== doc.authorName || postId(previousDoc) !== postId(doc)))
  if (!changed) return doc
  await revalidateArticle(req, postId(doc), context)
  if (previousDoc && postId(previousDoc) !== postId(doc)) await revalidateArticle(req, postId(previousDoc), context)
  return doc
}

export const revalidateCommentedPostDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (doc.status === 'approved') await revalidateArticle(req, postId(doc), context)
  return doc
}
