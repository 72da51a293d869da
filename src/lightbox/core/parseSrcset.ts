import type { ImageSource } from './lightboxSlide'

// A candidate is a URL (which may itself hold commas, never spaces) and a width descriptor.
const CANDIDATE = /(?:^|,)\s*(\S+)\s+(\d+)w\s*(?=,|$)/g

/**
 * Reads a `srcset` of width descriptors (`url 480w, url 960w`) into sources sorted by width. The
 * lightbox needs each file's height too; a responsive size keeps the original's proportions, so it
 * is worked out from the original's width and height. Candidates with a density descriptor are
 * left out: the lightbox chooses by width.
 */
export function parseSrcset(srcset: string | null | undefined, width?: number, height?: number): ImageSource[] {
  if (!srcset || !width || !height) return []
  const sources: ImageSource[] = []
  for (const [, src, w] of srcset.matchAll(CANDIDATE)) {
    const px = Number(w)
    if (src && px > 0) sources.push({ src, width: px, height: Math.round((px * height) / width) })
  }
  return sources.sort((a, b) => a.width - b.width)
}
