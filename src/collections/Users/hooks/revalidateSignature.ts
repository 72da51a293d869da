import type { CollectionAfterChangeHook } from 'payload'

import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'

/**
 * An editor's name signs the articles they wrote without a byline (components/PostView): a new
 * name draws again the renders that read authors. Nothing else of an account is public, so a
 * login or a new password (also saves) draws nothing.
 */
export const revalidateSignature: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (previousDoc && previousDoc.name !== doc.name) revalidateTags([cacheTags.authors], context)
  return doc
}
