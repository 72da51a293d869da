import { describe, expect, it } from 'vitest'

import { readingProgress, type ReadingInput } from '@/blocks/ProgressTracker/core/readingProgress'

// A 900 px window under a 73 px header, a 6000 px page, and content from 700 to 4700 px: reading
// starts at scrollY 627 (its top under the header) and ends at 3800 (its bottom at the window's bottom).
const base: Omit<ReadingInput, 'scrollY'> = {
  viewportHeight: 900,
  documentHeight: 6000,
  topInset: 73,
  content: { top: 700, height: 4000 },
}
const at = (scrollY: number, over: Partial<ReadingInput> = {}) => readingProgress({ ...base, ...over, scrollY })

describe('readingProgress, the content', () => {
  it.each([
    ['at the page top', 0, 0],
    ['its top just under the header', 627, 0],
    ['halfway', 627 + (3800 - 627) / 2, 0.5],
    ['its end at the window’s bottom', 3800, 1],
    ['in the comments and footer below', 5100, 1],
  ])('%s (scrollY %d) → %d', (_, scrollY, expected) => {
    expect(at(scrollY)).toBeCloseTo(expected, 10)
  })

  it('counts content that fits in the window as read once its end is in view', () => {
    const short = { content: { top: 1200, height: 300 } }
    expect(at(0, short)).toBe(0)
    expect(at(599, short)).toBe(0)
    expect(at(600, short)).toBe(1)
    expect(at(0, { content: { top: 200, height: 300 } })).toBe(1)
  })
})

describe('readingProgress, the whole page', () => {
  it.each([
    [0, 0],
    [2550, 0.5],
    [5100, 1],
    [6000, 1],
  ])('scrollY %d → %d', (scrollY, expected) => {
    expect(at(scrollY, { content: null })).toBeCloseTo(expected, 10)
  })

  it('a page that does not scroll is read', () => {
    expect(at(0, { content: null, documentHeight: 800 })).toBe(1)
  })
})
