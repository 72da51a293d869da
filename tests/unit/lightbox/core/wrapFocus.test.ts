import { describe, expect, it } from 'vitest'

import { wrapFocus } from '@/lightbox/core/wrapFocus'

describe('wrapFocus', () => {
  it.each([
    // index, count, backwards → where focus goes (null: the browser's own move, inside the dialog)
    [4, 5, false, 0],
    [0, 5, true, 4],
    [2, 5, false, null],
    [2, 5, true, null],
    [0, 5, false, null],
    [4, 5, true, null],
    [-1, 5, false, 0],
    [-1, 5, true, 4],
    [0, 1, false, 0],
    [0, 1, true, 0],
    [-1, 0, false, -1],
  ])('focus at %i of %i, backwards %s → %s', (index, count, backwards, expected) => {
    expect(wrapFocus(index, count, backwards)).toBe(expected)
  })
})
