import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null; height?: number | null; filename?: string | null }
type WebSize = { url: string; width: number }

/**
 * A lightbox link points at the widest web size up to this width, never at the original (up to
 * 4000 px in the seed): even without JavaScript a phone then opens a file made for screens. Not a
 * seed number: 2400 px is the widest screen the page builder declares (its `widescreen` breakpoint).
 */
export const LIGHTBOX_HREF_MAX_WIDTH = 2400

/** A media document's generated sizes in one format (`webp`, `avif`), narrowest first. */
function webSizes(media: Media, format: string): WebSize[] {
  return Object.entries((media.sizes ?? {}) as Record<string, Size | undefined>)
    .filter(([name, s]) => name.endsWith(format) && s?.url && s.width)
    .map(([, s]) => ({ url: s!.url!, width: s!.width! }))
    .sort((a, b) => a.width - b.width)
}

/**
 * The srcset strings of a media document's responsive sizes, by format, widest last; a phone picks
 * the 480 px file, never the original.
 */
export function mediaSources(media: Media) {
  const sizes = (media.sizes ?? {}) as Record<string, Size | undefined>
  const entries = Object.entries(sizes).filter(([, s]) => s?.url && s.width)
  const srcset = (suffix: string) =>
    entries
      .filter(([name]) => name.endsWith(suffix))
      .sort(([, a], [, b]) => a!.width! - b!.width!)
      .map(([, s]) => `${s!.url} ${s!.width}w`)
      .join(', ')
  const webp = entries.filter(([name]) => name.endsWith('webp')).map(([, s]) => s!)
  // The fallback <img> source: a middle size, so a browser that ignores srcset still gets a light file.
  const fallback = webp.sort((a, b) => a.width! - b.width!).find((s) => s.width! >= 960) ?? webp.at(-1)
  return { avif: srcset('avif'), webp: srcset('webp'), fallback: fallback?.url ?? media.url ?? '' }
}

/** A size's URL by name, falling back to the original. */
export function mediaUrl(media: Media, size?: string): string {
  const sizes = (media.sizes ?? {}) as Record<string, Size | undefined>
  return (size && sizes[size]?.url) || media.url || ''
}

/** An image as the lightbox shows it; the same fields serve a link's data attributes and an action's settings. */
export type LightboxImage = {
  url: string
  /** The WebP sizes as a srcset (`url 480w, …`), for the lightbox to pick by screen. */
  srcset?: string
  /** The original's dimensions: the sizes keep its proportions. */
  width?: number
  height?: number
  title?: string
  description?: string
  alt?: string
}

/**
 * What the lightbox needs to show a media document (seed §2): a large web size, never the original,
 * the WebP srcset, and the title and description from the media library. An animated GIF or an SVG
 * is shown as it is, since its sizes would be a still frame or a bitmap.
 */
export function lightboxImage(media: Media): LightboxImage {
  const asIs = media.mimeType === 'image/gif' || media.mimeType === 'image/svg+xml'
  const webp = asIs ? [] : webSizes(media, 'webp')
  const large = webp.filter((s) => s.width <= LIGHTBOX_HREF_MAX_WIDTH).at(-1)
  return {
    url: large?.url ?? media.url ?? '',
    srcset: webp.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    title: media.title || undefined,
    description: media.description || undefined,
    alt: media.alt || undefined,
  }
}

/** The attributes of a link that opens a media document in the lightbox (read by src/lightbox). */
export function lightboxLinkAttributes(media: Media) {
  const image = lightboxImage(media)
  return {
    href: image.url,
    'data-srcset': image.srcset,
    'data-width': image.width,
    'data-height': image.height,
    'data-title': image.title,
    'data-description': image.description,
  }
}
