import type { ContainerRect } from 'yet-another-react-lightbox'

import type { EmbedSlide as EmbedSlideData } from './core/lightboxSlide'

import { LIGHTBOX_TEXT } from './labels'

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    /** A YouTube or Vimeo player in an iframe (src/lightbox/core/videoSlide.ts). */
    embed: EmbedSlideData
  }
}

// The title band (lightbox.css) reaches 112 px down; the player keeps clear of it, centred.
const TITLE_ROOM_PX = 2 * 112

/**
 * A YouTube or Vimeo video, at 16:9 within the slide. Only the current slide holds the player:
 * a neighbour does not load one, and moving away removes it, which stops the sound.
 */
export function EmbedSlide({ slide, offset, rect }: { slide: EmbedSlideData; offset: number; rect: ContainerRect }) {
  if (offset !== 0) return null
  const height = slide.title ? Math.max(rect.height - TITLE_ROOM_PX, rect.height / 2) : rect.height
  const width = Math.round(Math.min(rect.width, (height * 16) / 9))
  return (
    <iframe
      className="revela-lightbox__embed"
      src={slide.src}
      title={slide.title ?? LIGHTBOX_TEXT.video}
      width={width}
      height={Math.round((width * 9) / 16)}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
