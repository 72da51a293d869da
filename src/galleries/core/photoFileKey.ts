import { galleryStorageKey, parseGalleryStorageKey } from './galleryStorageKey'

/**
 * Where one size of a photo is stored: beside its original (`<gallery>/<upload id>/original` →
 * `<gallery>/<upload id>/w960.avif`), so that removing a photo's folder removes all its files.
 * Null when the photo has no original recorded.
 */
export function photoFileKey(storageKey: string | null | undefined, variant: string): string | null {
  const parts = storageKey ? parseGalleryStorageKey(storageKey) : undefined
  return parts ? galleryStorageKey(parts.galleryId, parts.itemId, variant) : null
}
