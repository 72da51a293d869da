import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'

/**
 * A category created, renamed, moved or deleted: every render that read categories (its archive,
 * the articles and cards that name it, the posts loops' filters and index, the sitemap) and every
 * address that found none.
 */
export const revalidateCategory: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags([cacheTags.categories], context)
  return doc
}

export const revalidateCategoryDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags([cacheTags.categories], context)
  return doc
}
