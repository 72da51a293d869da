import type { VideoBlock } from '@/payload-types'
import { buildActionLink } from '@/actionLinks/buildActionLink'
import { videoSlide } from '@/lightbox/core/videoSlide'

/**
 * A video as a play button: the provider's player (privacy-enhanced, in the lightbox) loads only
 * when the visitor presses it, so no third party is contacted before they choose to watch.
 * A plain link to the video on its provider's site is there too (and is all that works without
 * JavaScript).
 */
export function VideoComponent({ url, title, caption }: VideoBlock) {
  const slide = videoSlide(url)
  if (!slide || slide.type !== 'embed') return null
  const provider = slide.provider === 'youtube' ? 'YouTube' : 'Vimeo'
  return (
    <figure className="block-video">
      <a
        className="block-video__play"
        href={buildActionLink('lightbox', { type: 'video', url })}
        aria-haspopup="dialog"
      >
        <span className="block-video__icon" aria-hidden="true">
          ▶
        </span>
        <span>{title || 'Ver el vídeo'}</span>
      </a>
      <figcaption>
        {caption && <span className="block-video__caption">{caption} · </span>}
        <span className="block-video__note">
          Al pulsar se carga el reproductor de {provider}.{' '}
          <a href={url} rel="noopener noreferrer">
            Verlo en {provider}
          </a>
        </span>
      </figcaption>
    </figure>
  )
}
