import { describe, expect, it } from 'vitest'

import { nextTabIndex } from '@/blocks/Tabs/core/nextTabIndex'

describe('nextTabIndex', () => {
  it.each<[string, number, number, number | null]>([
    ['ArrowRight', 0, 5, 1],
    ['ArrowRight', 4, 5, 0],
    ['ArrowLeft', 2, 5, 1],
    ['ArrowLeft', 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['ArrowRight', 0, 1, 0],
    ['ArrowLeft', 0, 1, 0],
    ['ArrowDown', 1, 5, null],
    ['Tab', 1, 5, null],
    ['Enter', 1, 5, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %i of %i tabs goes to %s', (key, current, count, expected) => {
    expect(nextTabIndex(key, current, count)).toBe(expected)
  })
})
