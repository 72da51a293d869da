import { lightboxImage } from '@/lib/mediaSources'
import type { ButtonBlock, Media } from '@/payload-types'
import { buildActionLink } from '@/actionLinks/buildActionLink'
import { videoSlide } from '@/lightbox/core/videoSlide'

const isMedia = (value: unknown): value is Media => typeof value === 'object' && value !== null

/**
 * Where a button points. A plain link keeps its href; the «en visor» actions become Elementor
 * action links (`#elementor-action:action=lightbox&settings=…`), which the site's lightbox opens
 * on the same page. Images travel with their web sizes, title and description, so the lightbox
 * shows what a gallery link would. Null when there is nothing to open (the image was deleted).
 */
export function buttonHref({
  action,
  href,
  image,
  slides,
  video,
}: Pick<ButtonBlock, 'action' | 'href' | 'image' | 'slides' | 'video'>): string | null {
  switch (action ?? 'link') {
    case 'image':
      return isMedia(image) ? buildActionLink('lightbox', { type: 'image', ...lightboxImage(image) }) : null
    case 'slideshow': {
      const media = (slides ?? []).filter(isMedia)
      return media.length ? buildActionLink('lightbox', { type: 'slideshow', slides: media.map(lightboxImage) }) : null
    }
    case 'video':
      return videoSlide(video) ? buildActionLink('lightbox', { type: 'video', url: video }) : null
    default:
      return href || null
  }
}
