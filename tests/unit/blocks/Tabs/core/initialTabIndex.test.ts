import { describe, expect, it } from 'vitest'

import { initialTabIndex } from '@/blocks/Tabs/core/initialTabIndex'

describe('initialTabIndex', () => {
  it.each<[number | null | undefined, number, number]>([
    [undefined, 5, 0],
    [null, 5, 0],
    [1, 5, 0],
    [3, 5, 2],
    [5, 5, 4],
    [6, 5, 0],
    [0, 5, 0],
    [-1, 5, 0],
    [2.5, 5, 0],
    [Number.NaN, 5, 0],
    [1, 1, 0],
    [2, 1, 0],
  ])('activeItemIndex %s of %i tabs opens index %i', (activeItemIndex, count, expected) => {
    expect(initialTabIndex(activeItemIndex, count)).toBe(expected)
  })
})
