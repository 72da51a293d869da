/**
 * The shapes and choices of a client gallery, shared by its collection, its server work and its
 * pages. The values are stored; the Spanish labels are what the studio and the client read.
 */

/** Where a gallery is in its life. */
export const GALLERY_STATUSES = {
  draft: 'Borrador',
  sent: 'Enviada',
  selectionReceived: 'Selección recibida',
  delivered: 'Entregada',
  expired: 'Caducada',
} as const
export type GalleryStatus = keyof typeof GALLERY_STATUSES

/** What the client may download. */
export const DOWNLOAD_RIGHTS = {
  none: 'Ninguna',
  web: 'Tamaño web',
  originals: 'Originales',
} as const
export type DownloadRight = keyof typeof DOWNLOAD_RIGHTS

/** The two sets a gallery holds: the photos to choose from, and the edited finals («Entrega»). */
export const PHOTO_SETS = {
  proofs: 'Para elegir',
  finals: 'Entrega',
} as const
export type PhotoSet = keyof typeof PHOTO_SETS

/** The client's consent for the studio to publish their photos. */
export const PUBLICATION_CONSENT = {
  none: 'Ninguno',
  portfolio: 'Portfolio',
  portfolioAndSocial: 'Portfolio y redes sociales',
} as const
export type PublicationConsent = keyof typeof PUBLICATION_CONSENT

/** A mark on the previews (never on the originals). */
export const WATERMARKS = {
  none: 'Sin marca de agua',
  name: 'Nombre del estudio',
  logo: 'Logotipo del estudio',
} as const
export type Watermark = keyof typeof WATERMARKS

/** A photo's web sizes: made in the background after its upload. */
export const PHOTO_STATES = {
  pending: 'Preparando',
  ready: 'Lista',
  failed: 'No se pudo preparar',
} as const
export type PhotoState = keyof typeof PHOTO_STATES

/** What the access log records. */
export const GALLERY_EVENTS = {
  opened: 'Abrió la galería',
  pinRefused: 'PIN incorrecto',
  photoDownloaded: 'Descargó una foto',
  zipDownloaded: 'Descargó todas',
  selectionSent: 'Envió la selección',
} as const
export type GalleryEvent = keyof typeof GALLERY_EVENTS

/** One photo as the client's page draws it. */
export interface ClientPhoto {
  id: number | string
  filename: string
  set: PhotoSet
  width: number
  height: number
  /** The photo's average colour (`#rrggbb`), drawn in its place before it loads: 7 bytes, no script. */
  placeholder: string | null
  favourite: boolean
  note: string
}
