import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/revalidation/cacheTags'
import { isDraftSave } from '@/revalidation/isDraftSave'
import { revalidateTags } from '@/revalidation/revalidateTags'

type PostLike = { id: number; slug?: string | null; legacyPath?: string | null; _status?: string | null }

const live = (post: PostLike | undefined) => post?._status === 'published'

/** Whether the article's public address appeared, changed or went with this save. */
const addressMoved = (doc: PostLike, previousDoc: PostLike | undefined) =>
  live(doc) !== live(previousDoc) ||
  (live(doc) && (previousDoc?.slug !== doc.slug || previousDoc?.legacyPath !== doc.legacyPath))

/**
 * An article published, changed while published, or withdrawn: its own renders (its address, its
 * comment pages, its comment feed), every list that may show it, and every address that found no
 * article (it may answer now). Links to it (the menu, buttons) change only when its address does.
 * Drafts saved over it change nothing public (revalidation/isDraftSave).
 */
export const revalidatePost: CollectionAfterChangeHook = ({ doc, previousDoc, context, req }) => {
  if (isDraftSave(req, doc) || (!live(doc) && !live(previousDoc))) return doc
  const tags = [cacheTags.post(doc.id), cacheTags.posts]
  if (addressMoved(doc, previousDoc)) tags.push(cacheTags.link('posts', doc.id))
  revalidateTags(tags, context)
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags([cacheTags.post(doc.id), cacheTags.posts, cacheTags.link('posts', doc.id)], context)
  return doc
}
