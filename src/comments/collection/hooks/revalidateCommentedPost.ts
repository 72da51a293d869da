import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'

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
 * What shows an article's approved comments (its page, its comment pages, its comment feed: they
 * carry its comments' tag) and the site's comment feed, drawn again on their next request.
 */
const revalidateArticle = (id: number | undefined, context: Record<string, unknown>) => {
  if (id) revalidateTags([cacheTags.comments(id), cacheTags.allComments], context)
}

/**
 * A comment appears on, changes on or leaves its article only when it is or was approved: held,
 * spam and binned comments never reach the public page, so changing them re-renders nothing.
 */
export const revalidateCommentedPost: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  const shownBefore = previousDoc?.status === 'approved'
  const shownNow = doc.status === 'approved'
  const changed = shownBefore !== shownNow || (shownNow && drawnChanged(previousDoc ?? {}, doc))
  if (!changed) return doc
  revalidateArticle(postId(doc), context)
  if (previousDoc && postId(previousDoc) !== postId(doc)) revalidateArticle(postId(previousDoc), context)
  return doc
}

export const revalidateCommentedPostDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (doc.status === 'approved') revalidateArticle(postId(doc), context)
  return doc
}
