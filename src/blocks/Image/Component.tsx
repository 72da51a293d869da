import { ResponsiveImage } from '@/components/ResponsiveImage'
import { lightboxLinkAttributes } from '@/lib/mediaSources'
import type { ImageBlock } from '@/payload-types'

/** A single image; linked to a large web size of itself so the lightbox can open it. */
export function ImageComponent({ image, caption, link }: ImageBlock) {
  if (!image || typeof image !== 'object') return null
  const picture = <ResponsiveImage media={image} sizes="(max-width: 767px) 100vw, (max-width: 1024px) 90vw, 960px" />
  const attributes = lightboxLinkAttributes(image)
  return (
    <figure className="block-image">
      {link && attributes.href ? (
        <a {...attributes} className="lightbox-link">
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
