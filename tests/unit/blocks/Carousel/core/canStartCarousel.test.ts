import { describe, expect, it } from 'vitest'

import { canStartCarousel } from '@/blocks/Carousel/core/canStartCarousel'

describe('canStartCarousel', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('with %i slides: %s', (count, expected) => {
    expect(canStartCarousel(count)).toBe(expected)
  })
})
