import type { CollectionAfterDeleteHook } from 'payload'

import { parseGalleryStorageKey } from '@/galleries/core/galleryStorageKey'
import { GALLERY_GOING } from '@/galleries/server/deleteGalleryDocuments'
import { siteGalleryStorage } from '@/galleries/server/siteGalleryStorage'

/**
 * A deleted photo's files: its original and web sizes share the folder of its storage key. When its
 * gallery goes too, the gallery's hook removes the whole folder at once instead.
 */
export const removePhotoFiles: CollectionAfterDeleteHook = async ({ doc, context }) => {
  if (context[GALLERY_GOING]) return
  const parts = parseGalleryStorageKey(String((doc as { storageKey?: string | null }).storageKey ?? ''))
  if (parts) await siteGalleryStorage().removePrefix(parts.galleryId, parts.itemId)
}
