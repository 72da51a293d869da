import type { CollectionAfterDeleteHook } from 'payload'

import { siteGalleryStorage } from '@/galleries/server/siteGalleryStorage'

/** A deleted gallery's files (every photo's original and web sizes, uploads left half-way), by one prefix. */
export const removeGalleryFiles: CollectionAfterDeleteHook = async ({ id }) => {
  await siteGalleryStorage().removePrefix(id)
}
