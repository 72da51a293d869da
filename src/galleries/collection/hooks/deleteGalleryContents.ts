import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteGalleryDocuments } from '@/galleries/server/deleteGalleryDocuments'

/**
 * A gallery's photos and access log go before it (their `gallery` is required and points at it),
 * in the same transaction: a delete that fails leaves the gallery whole.
 */
export const deleteGalleryContents: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await deleteGalleryDocuments(req, id)
}
