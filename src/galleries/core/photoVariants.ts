import { GALLERY_LIMITS } from './galleryLimits'

/** A size made for the web from a gallery's original. */
export interface PhotoVariant {
  /** The file's name beside the others of its photo: `w960.avif`, `download.jpg`. */
  name: string
  width: number
  format: 'avif' | 'webp' | 'jpeg'
}

/**
 * AVIF is made only for the grid's widths: it is the lightest format but the slowest to encode (a
 * 2400-pixel AVIF takes seconds), and a session of 600 photos must be ready within the hour. The
 * lightbox's large widths are WebP, which every browser the site supports reads.
 */
const AVIF_MAX_WIDTH = 960

/**
 * The sizes made for one photo `width` × `height` pixels once upright: every web width below its
 * own (never an enlargement; the widths are what `srcset` announces), at least one, and the
 * «tamaño web» JPEG a client downloads when originals are not allowed, whose longest side is
 * GALLERY_LIMITS.webDownloadLongSide.
 */
export function photoVariants(width: number, height: number): PhotoVariant[] {
  const widths: number[] = GALLERY_LIMITS.webWidths.filter((candidate) => candidate < width)
  if (widths.length === 0) widths.push(Math.max(1, width))
  const longSide = Math.max(width, height)
  const scale = Math.min(1, GALLERY_LIMITS.webDownloadLongSide / longSide)
  const variants: PhotoVariant[] = []
  for (const each of widths) {
    if (each <= AVIF_MAX_WIDTH) variants.push({ name: `w${each}.avif`, width: each, format: 'avif' })
    variants.push({ name: `w${each}.webp`, width: each, format: 'webp' })
  }
  variants.push({ name: 'download.jpg', width: Math.max(1, Math.round(width * scale)), format: 'jpeg' })
  return variants
}
