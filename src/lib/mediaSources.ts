import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null; height?: number | null; filename?: string | null }

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
