import { escapeHtml } from '@/lib/html'

import type { LoopImage } from '../core/types'

/**
 * A card's image as components/ResponsiveImage draws it (AVIF and WebP at several widths, its
 * dimensions so nothing shifts), always lazy: cards sit below the fold.
 */
export function renderPicture(image: LoopImage, sizes: string): string {
  const source = (type: string, srcset: string) =>
    srcset ? `<source type="image/${type}" srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}">` : ''
  const size = `${image.width ? ` width="${image.width}"` : ''}${image.height ? ` height="${image.height}"` : ''}`
  return `<picture>${source('avif', image.avif)}${source('webp', image.webp)}<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}"${size} loading="lazy" decoding="async"></picture>`
}

/**
 * How wide a card's image is drawn: the whole window on a phone, half of it (or all, with one
 * column) on a tablet, and a share of the 72rem content width on a desktop.
 */
export function cardImageSizes(columns: number): string {
  const tablet = Math.min(2, columns)
  return `(max-width: 767px) 100vw, (max-width: 1024px) ${Math.round(100 / tablet)}vw, ${Math.round(1152 / columns)}px`
}
