import { describe, expect, it } from 'vitest'

import { AUTOPLAY_DELAY_DEFAULT_S, autoplayDelayMs } from '@/blocks/Carousel/core/autoplayDelayMs'

describe('autoplayDelayMs', () => {
  it.each([
    [5, 5000],
    [8, 8000],
    [2.5, 2500],
    [1, 1000],
    [0.2, 1000],
    [0, 1000],
    [-3, 1000],
  ])('%s s waits %i ms', (seconds, ms) => {
    expect(autoplayDelayMs(seconds)).toBe(ms)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('uses the default for %s', (seconds) => {
    expect(autoplayDelayMs(seconds)).toBe(AUTOPLAY_DELAY_DEFAULT_S * 1000)
  })
})
