import { describe, expect, it } from 'vitest'

import { carouselImageSizes } from '@/blocks/Carousel/core/carouselImageSizes'
import { slidesPerView } from '@/blocks/Carousel/core/slidesPerView'

describe('carouselImageSizes', () => {
  it.each([
    ['3', '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 371px'],
    ['2', '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 556px'],
    ['1', '(max-width: 767px) 100vw, (max-width: 1024px) 100vw, 1112px'],
  ])('with %s slides on desktop: %s', (desktop, expected) => {
    expect(carouselImageSizes(slidesPerView(desktop))).toBe(expected)
  })
})
