import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'

/**
 * Forms are drawn into prerendered pages: a changed or deleted form draws again the pages that
 * place it (their renders carry its tag), and only those.
 */
export const revalidateFormPages: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags([cacheTags.form(doc.id)], context)
  return doc
}

export const revalidateFormPagesDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags([cacheTags.form(doc.id)], context)
  return doc
}
