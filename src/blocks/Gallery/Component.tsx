import { ResponsiveImage } from '@/components/ResponsiveImage'
import { lightboxLinkAttributes } from '@/lib/mediaSources'
import type { GalleryBlock, Media } from '@/payload-types'

/**
 * A grid of photographs, each linked to a large web size of itself for the lightbox, which shows
 * the photographs of one gallery together (data-gallery).
 */
export function GalleryComponent({ images, columns, id }: GalleryBlock) {
  const list = (images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  const cols = Number(columns ?? 3)
  return (
    <ul className={`block-gallery cols-${cols}`} data-gallery={id ?? undefined}>
      {list.map((media) => (
        <li key={media.id}>
          <a {...lightboxLinkAttributes(media)} className="lightbox-link">
            <ResponsiveImage
              media={media}
              sizes={`(max-width: 767px) 50vw, (max-width: 1024px) 33vw, ${Math.round(1200 / cols)}px`}
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
