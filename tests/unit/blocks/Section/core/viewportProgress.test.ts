import { describe, expect, it } from 'vitest'

import { viewportProgress } from '@/blocks/Section/core/viewportProgress'

// A 900 px window and a 300 px section: the pass is 1200 px long.
describe('viewportProgress', () => {
  it.each([
    ['below the window', 1200, 0],
    ['top just entering at the bottom', 900, 0],
    ['a quarter of the way', 600, 0.25],
    ['centred in the window', 300, 0.5],
    ['top at the window top', 0, 0.75],
    ['bottom just leaving at the top', -300, 1],
    ['above the window', -2000, 1],
  ])('%s (top %i) → %d', (_, top, expected) => {
    expect(viewportProgress(top, 300, 900)).toBeCloseTo(expected, 10)
  })

  it('never divides by zero', () => {
    expect(viewportProgress(0, 0, 0)).toBe(0)
  })
})
