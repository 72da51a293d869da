import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { errorMessage } from '@/lib/errorMessage'
import { commentPagePaths } from '@/revalidation/commentPagePaths'
import { revalidatePaths } from '@/revalidation/revalidate'

type Ref = number | { id: number } | null
type CommentLike = {
  status?: string | null
  content?: string | null
  authorName?: string | null
  authorUrl?: string | null
  date?: string | null
  parent?: Ref
  byStudio?: Ref
  post?: Ref
}

const idOf = (ref: Ref | undefined) => (typeof ref === 'object' ? ref?.id : ref)

/** What the article draws of a comment: a change to any of it must re-render the page. */
const drawnChanged = (a: CommentLike, b: CommentLike) =>
  a.content !== b.content ||
  a.authorName !== b.authorName ||
  a.authorUrl !== b.authorUrl ||
  a.date !== b.date ||
  idOf(a.parent) !== idOf(b.parent) ||
  Boolean(idOf(a.byStudio)) !== Boolean(idOf(b.byStudio)) ||
  idOf(a.post) !== idOf(b.post)

const postId = (c: CommentLike) => idOf(c.post)

/**
 * The article's page, its comment pages (`/{slug}/comment-page-{n}/`), the site's comment feed and its comment feed (served
 * by its internal route), re-rendered on their next request.
 */
async function revalidateArticle(req: PayloadRequest, id: number | undefined, context: Record<string, unknown>) {
  if (!id) return
  const post = await req.payload
    .findByID({
      collection: 'posts',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      select: { slug: true, legacyPath: true },
    })
    .catch((error: unknown) => {
      // The comment is saved: an article that cannot be read now only misses one refresh, said in the log.
      req.payload.logger.warn(`No se ha podido leer el artículo ${id} para renovarlo: ${errorMessage(error)}`)
      return null
    })
  if (!post?.slug) return
  revalidatePaths([`/${post.slug}/`, ...(await commentPagePaths(req, id, post.slug)), '/comments/feed/'], context)
}

/**
 * A comment appears on, changes on or leaves its article only when it is or was approved: held,
 * spam and binned comments never reach the public page, so changing them re-renders nothing.
 */
export const revalidateCommentedPost: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const shownBefore = previousDoc?.status === 'approved'
  const shownNow = doc.status === 'approved'
  const changed = shownBefore !== shownNow || (shownNow && drawnChanged(previousDoc ?? {}, doc))
  if (!changed) return doc
  await revalidateArticle(req, postId(doc), context)
  if (previousDoc && postId(previousDoc) !== postId(doc)) await revalidateArticle(req, postId(previousDoc), context)
  return doc
}

export const revalidateCommentedPostDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (doc.status === 'approved') await revalidateArticle(req, postId(doc), context)
  return doc
}
