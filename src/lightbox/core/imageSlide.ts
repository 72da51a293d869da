import type { ImageSlide } from './lightboxSlide'
import { parseSrcset } from './parseSrcset'

/**
 * An image as a link or an action's settings describe it. Links carry these as data attributes
 * (see lightboxImage in src/lib/mediaSources.ts); Elementor's settings carry `url` and maybe a
 * title and a description; our Button's settings carry the rest too.
 */
export type ImageInput = {
  url?: unknown
  title?: unknown
  description?: unknown
  alt?: unknown
  srcset?: unknown
  width?: unknown
  height?: unknown
}

/** A caption or attribute value: trimmed text, or undefined when there is none. */
export const cleanText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const size = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** Whether a URL is one a page may show: http(s), or relative to the page. */
export function isWebUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, 'http://localhost/').protocol)
  } catch {
    // Not a parsable address, so not one a page may show.
    return false
  }
}

/**
 * The lightbox slide for an image, or null when there is no usable URL. With a srcset, the
 * slide's own size is the widest web size's (the original is never offered), so zoom stops where
 * the pixels end and a phone picks the smallest file that fills its screen.
 */
export function imageSlide(input: ImageInput): ImageSlide | null {
  const url = cleanText(input.url)
  if (!url || !isWebUrl(url)) return null
  const width = size(input.width)
  const height = size(input.height)
  const srcSet = parseSrcset(cleanText(input.srcset), width, height).filter((s) => isWebUrl(s.src))
  const widest = srcSet.at(-1)
  return {
    type: 'image',
    src: url,
    alt: cleanText(input.alt),
    title: cleanText(input.title),
    description: cleanText(input.description),
    width: widest?.width ?? width,
    height: widest?.height ?? height,
    srcSet: srcSet.length ? srcSet : undefined,
  }
}
