/**
 * The addresses of a client's gallery: its page, each photo's sizes, its downloads and the client's
 * actions, all under one first segment (RESERVED_PATHS), so that a gallery can never shadow a page
 * of the site or be shadowed by one. The token is the private link's 144 random bits.
 */
export const GALLERY_SEGMENT = 'galeria-privada'

/** A token as newAccessToken makes them: 24 characters of base64url. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{24}$/

export const isGalleryToken = (token: string) => TOKEN.test(token)

export const galleryPath = (token: string) => `/${GALLERY_SEGMENT}/${token}`

/**
 * Whether a path is a gallery's page itself (`/galeria-privada/<anything>`, one segment): a page, only
 * read. Its actions have routes of their own under it.
 */
export const isGalleryPagePath = (pathname: string) => {
  const parts = pathname.split('/')
  return parts[1] === GALLERY_SEGMENT && parts.length >= 3 && parts.length <= 4 && !!parts[2] && !parts[3]
}

/** One stored size of a photo (`w960.avif`, `download.jpg`) or its `original`. */
export const galleryPhotoPath = (token: string, photoId: number | string, variant: string) =>
  `${galleryPath(token)}/foto/${photoId}/${variant}`

/** «Descargar todas» for one set: the proofs (`fotos.zip`) or the delivered finals (`entrega.zip`). */
export const galleryZipPath = (token: string, set: 'proofs' | 'finals') =>
  `${galleryPath(token)}/descargar/${set === 'finals' ? 'entrega' : 'fotos'}.zip`

/** Where the client's page posts: the PIN, a favourite, a note, the selection. */
export const galleryActionPath = (token: string, action: 'pin' | 'favorita' | 'nota' | 'seleccion') =>
  `${galleryPath(token)}/${action}`
