/**
 * What the lightbox shows, independent of the library that draws it. The shapes match
 * yet-another-react-lightbox's slides (image, Video plugin's video) plus `embed`, an iframe for
 * YouTube and Vimeo, so the browser half passes them on unchanged.
 */

/** One file of an image at one width; the height lets the lightbox reserve the right box. */
export type ImageSource = { src: string; width: number; height: number }

type Caption = {
  /** The image's title in the media library. */
  title?: string
  /** The image's description in the media library. */
  description?: string
  /** The address the Share button passes on; the slide's own file when absent. */
  share?: string
}

export type ImageSlide = Caption & {
  type: 'image'
  src: string
  alt?: string
  width?: number
  height?: number
  srcSet?: ImageSource[]
}

export type VideoSlide = Caption & { type: 'video'; sources: { src: string; type: string }[]; autoPlay?: boolean }

export type EmbedSlide = Caption & { type: 'embed'; provider: 'youtube' | 'vimeo'; src: string }

export type LightboxSlide = ImageSlide | VideoSlide | EmbedSlide
