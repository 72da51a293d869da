import type { CarouselBlock } from '@/payload-types'

import { CAROUSEL_LABELS, dotLabel, slideLabel } from './core/carouselLabels'
import { carouselLayoutStyle } from './carouselLayoutStyle'
import { CarouselScript } from './CarouselScript.client'
import { CarouselSlide } from './CarouselSlide'
import { autoplayDelayMs } from './core/autoplayDelayMs'
import { canStartCarousel } from './core/canStartCarousel'
import { carouselImageSizes } from './core/carouselImageSizes'
import { slidesPerView } from './core/slidesPerView'
import './carousel.css'

/**
 * A carousel of testimonials or photographs (Elementor's testimonial and image carousels), in the
 * WAI-ARIA carousel pattern: a named region, one group per slide, a pause button (WCAG 2.2.2),
 * previous/next buttons and dots. Without JavaScript the slides scroll sideways with snap points.
 */
export function CarouselComponent({
  id,
  label,
  slides,
  slidesPerView: chosen,
  autoplay,
  autoplayDelay,
  arrows,
  dots,
}: CarouselBlock) {
  const list = slides ?? []
  if (list.length === 0) return null
  const perView = slidesPerView(chosen)
  const sizes = carouselImageSizes(perView)
  const style = carouselLayoutStyle(perView, list.length)

  if (!canStartCarousel(list.length)) {
    return (
      <div className="block-carousel is-static" style={style}>
        <div className="block-carousel__viewport">
          <div className="block-carousel__track">
            {list.map((slide, i) => (
              <div className="block-carousel__slide" key={slide.id ?? i}>
                <CarouselSlide slide={slide} sizes={sizes} />
              </div>
            ))}
          </div>
        </div>
      </div>
    )
  }

  const rootId = `carousel-${id ?? 'bloque'}`
  const trackId = `${rootId}-slides`
  const plays = autoplay !== false
  return (
    <section
      id={rootId}
      className="block-carousel"
      aria-roledescription={CAROUSEL_LABELS.roleDescription}
      aria-label={label || 'Carrusel'}
      style={style}
      data-carousel=""
    >
      {(plays || arrows !== false) && (
        <div className="block-carousel__controls">
          {plays && (
            <button
              type="button"
              className="block-carousel__button block-carousel__pause"
              aria-label={CAROUSEL_LABELS.pause}
              aria-controls={trackId}
              data-carousel-pause=""
            />
          )}
          {arrows !== false && (
            <>
              <button
                type="button"
                className="block-carousel__button block-carousel__prev"
                aria-label={CAROUSEL_LABELS.previous}
                aria-controls={trackId}
                data-carousel-prev=""
              />
              <button
                type="button"
                className="block-carousel__button block-carousel__next"
                aria-label={CAROUSEL_LABELS.next}
                aria-controls={trackId}
                data-carousel-next=""
              />
            </>
          )}
        </div>
      )}
      <div className="block-carousel__viewport" data-carousel-viewport="">
        {/* The live region announces the slides that come into view, except while they change by themselves. */}
        <div className="block-carousel__track" id={trackId} aria-live={plays ? 'off' : 'polite'}>
          {list.map((slide, i) => (
            <div
              className="block-carousel__slide"
              key={slide.id ?? i}
              role="group"
              aria-roledescription={CAROUSEL_LABELS.slideRoleDescription}
              aria-label={slideLabel(i + 1, list.length)}
            >
              <CarouselSlide slide={slide} sizes={sizes} />
            </div>
          ))}
        </div>
      </div>
      {dots !== false && (
        <div className="block-carousel__dots" role="group" aria-label={CAROUSEL_LABELS.dots}>
          {list.map((slide, i) => (
            <button
              type="button"
              key={slide.id ?? i}
              className="block-carousel__dot"
              aria-label={dotLabel(i + 1)}
              aria-controls={trackId}
              aria-current={i === 0 ? 'true' : undefined}
              data-carousel-dot=""
            />
          ))}
        </div>
      )}
      <CarouselScript rootId={rootId} autoplay={plays} delayMs={autoplayDelayMs(autoplayDelay)} />
    </section>
  )
}
