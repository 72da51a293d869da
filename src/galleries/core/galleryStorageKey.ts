/**
 * The names a gallery's files are stored under, `<galleryId>/<itemId>/<variant>`: the gallery first,
 * so that one prefix removes a gallery whole; the photo (or the upload that becomes it) next, so that
 * one prefix removes a photo with its web sizes. Every part is checked, so no key leaves its folder.
 */
export type GalleryKeyParts = { galleryId: string; itemId: string; variant: string }

const ID = /^[A-Za-z0-9_-]{1,64}$/
const VARIANT = /^[a-z0-9][a-z0-9._-]{0,63}$/

/** The key of one stored file; throws on a part that is not a plain id or variant name. */
export function galleryStorageKey(galleryId: string | number, itemId: string | number, variant: string): string {
  const parts = { galleryId: String(galleryId), itemId: String(itemId), variant }
  if (!ID.test(parts.galleryId) || !ID.test(parts.itemId) || !VARIANT.test(variant) || variant.includes('..'))
    throw new Error(`Clave de almacenamiento de galería no válida: ${JSON.stringify(parts)}`)
  return `${parts.galleryId}/${parts.itemId}/${variant}`
}

/** The parts of a stored key, or undefined when it is not one galleryStorageKey makes. */
export function parseGalleryStorageKey(key: string): GalleryKeyParts | undefined {
  const [galleryId = '', itemId = '', variant = '', ...rest] = key.split('/')
  if (rest.length || !ID.test(galleryId) || !ID.test(itemId) || !VARIANT.test(variant) || variant.includes('..'))
    return undefined
  return { galleryId, itemId, variant }
}

/** The prefix under which a gallery's files (or one photo's, with `itemId`) are stored. */
export function galleryStoragePrefix(galleryId: string | number, itemId?: string | number): string {
  const id = String(galleryId)
  if (!ID.test(id) || (itemId !== undefined && !ID.test(String(itemId))))
    throw new Error(`Prefijo de almacenamiento de galería no válido: ${id}/${itemId ?? ''}`)
  return itemId === undefined ? `${id}/` : `${id}/${itemId}/`
}
