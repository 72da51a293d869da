import { ResponsiveImage } from '@/components/ResponsiveImage'
import type { CarouselBlock } from '@/payload-types'

/**
 * One slide's content: a testimonial (the quote in a blockquote, its author in the caption, as
 * Elementor's testimonial carousel marks it up) or simply a captioned photograph.
 */
export function CarouselSlide({ slide, sizes }: { slide: CarouselBlock['slides'][number]; sizes: string }) {
  const paragraphs = (slide.quote ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const author = slide.author?.trim()
  const detail = slide.detail?.trim()
  return (
    <figure className="block-carousel__card">
      {slide.image && typeof slide.image === 'object' && (
        <ResponsiveImage media={slide.image} sizes={sizes} className="block-carousel__image" />
      )}
      {paragraphs.length > 0 && (
        <blockquote className="block-carousel__quote">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </blockquote>
      )}
      {(author || detail) && (
        <figcaption className="block-carousel__caption">
          {author && (
            <cite className="block-carousel__author">{slide.link ? <a href={slide.link}>{author}</a> : author}</cite>
          )}
          {detail && <span className="block-carousel__detail">{detail}</span>}
        </figcaption>
      )}
    </figure>
  )
}
