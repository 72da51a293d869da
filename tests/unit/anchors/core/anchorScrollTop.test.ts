import { describe, expect, it } from 'vitest'

import { anchorScrollTop } from '@/anchors/core/anchorScrollTop'
import { easeInOutCubic } from '@/anchors/core/easeInOutCubic'

describe('anchorScrollTop: the target lands just below what covers the window’s top', () => {
  it.each([
    ['a target far down the page', 3000, 89, 10000, 2911],
    ['a target near the top cannot scroll above the page', 50, 89, 10000, 0],
    ['a target near the end stops at the end', 9800, 89, 9000, 9000],
    ['a page that does not scroll', 300, 89, 0, 0],
    ['a page shorter than the window (negative room)', 300, 89, -120, 0],
    ['fractions are rounded to whole pixels', 1000.6, 89, 10000, 912],
  ])('%s', (_, targetTop, covered, max, expected) => {
    expect(anchorScrollTop(targetTop, covered, max)).toBe(expected)
  })
})

describe('easeInOutCubic', () => {
  it.each([
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [-1, 0],
    [2, 1],
  ])('%d → %d', (t, expected) => {
    expect(easeInOutCubic(t)).toBeCloseTo(expected, 10)
  })

  it('never goes back', () => {
    for (let t = 0; t < 1; t += 0.01) expect(easeInOutCubic(t + 0.01)).toBeGreaterThanOrEqual(easeInOutCubic(t))
  })
})
