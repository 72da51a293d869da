import { ResponsiveImage } from '@/components/ResponsiveImage'
import type { GalleryBlock, Media } from '@/payload-types'

/** A grid of photographs, each linked to its original for the lightbox, grouped by gallery. */
export function GalleryComponent({ images, columns, id }: GalleryBlock) {
  const list = (images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  const cols = Number(columns ?? 3)
  return (
    <ul className={`block-gallery cols-${cols}`} data-gallery={id ?? undefined}>
      {list.map((media) => (
        <li key={media.id}>
          <a href={media.url ?? '#'} className="lightbox-link" data-title={media.title ?? undefined} data-description={media.description ?? undefined}>
            <ResponsiveImage media={media} sizes={`(max-width: 767px) 50vw, (max-width: 1024px) 33vw, ${Math.round(1200 / cols)}px`} />
          </a>
        </li>
      ))}
    </ul>
  )
}
