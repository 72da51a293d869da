import { videoSlide } from '@/lightbox/core/videoSlide'

import type { Block } from './context'

/**
 * A YouTube or Vimeo address (watch page, short link or player) as Revela's video block, which
 * shows the player only once the visitor consents; null for anything else.
 */
export function videoBlock(url: string, caption: string): Block | null {
  const slide = videoSlide(url.trim())
  if (!slide || slide.type !== 'embed') return null
  const block: Block = { blockType: 'video', url: url.trim() }
  if (caption) block.caption = caption
  return block
}
