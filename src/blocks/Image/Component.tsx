import { ResponsiveImage } from '@/components/ResponsiveImage'
import type { ImageBlock } from '@/payload-types'

/** A single image; linked to its original file so the lightbox can open it. */
export function ImageComponent({ image, caption, link }: ImageBlock) {
  if (!image || typeof image !== 'object') return null
  const picture = <ResponsiveImage media={image} sizes="(max-width: 767px) 100vw, (max-width: 1024px) 90vw, 960px" />
  return (
    <figure className="block-image">
      {link && image.url ? (
        <a href={image.url} className="lightbox-link" data-title={image.title ?? undefined} data-description={image.description ?? undefined}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
