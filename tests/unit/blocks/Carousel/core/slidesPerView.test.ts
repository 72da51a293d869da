import { describe, expect, it } from 'vitest'

import { CAROUSEL } from '@/lib/constants'
import { slidesPerView } from '@/blocks/Carousel/core/slidesPerView'

describe('slidesPerView', () => {
  it.each([
    ['3', { desktop: 3, tablet: 2, mobile: 1 }],
    ['2', { desktop: 2, tablet: 2, mobile: 1 }],
    ['1', { desktop: 1, tablet: 1, mobile: 1 }],
    [3, { desktop: 3, tablet: 2, mobile: 1 }],
    [4, { desktop: 4, tablet: 2, mobile: 1 }],
  ])('shows %s on desktop as %o', (desktop, expected) => {
    expect(slidesPerView(desktop)).toEqual(expected)
  })

  it.each([null, undefined, '', '0', '-2', '2.5', 'tres', Number.NaN])(
    'falls back to the seed’s default for %s',
    (desktop) => {
      expect(slidesPerView(desktop)).toEqual({
        desktop: CAROUSEL.slidesDesktop,
        tablet: CAROUSEL.slidesTablet,
        mobile: CAROUSEL.slidesMobile,
      })
    },
  )
})
