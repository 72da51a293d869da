import type { Media } from '@/payload-types'
import { mediaSources } from '@/lib/mediaSources'

type Props = {
  media: Media | number | null | undefined
  /** The CSS sizes attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  priority?: boolean
  className?: string
}

/** An image in AVIF and WebP at several widths, with its dimensions so nothing shifts as it loads. */
export function ResponsiveImage({ media, sizes, priority = false, className }: Props) {
  if (!media || typeof media !== 'object') return null
  const { avif, webp, fallback } = mediaSources(media)
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback}
        alt={media.alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
