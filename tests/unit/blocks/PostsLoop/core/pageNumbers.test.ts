import { describe, expect, it } from 'vitest'

import { pageNumbers } from '@/blocks/PostsLoop/core/pageNumbers'

describe('pageNumbers', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [1, 7, [1, 2, 3, 'gap', 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('page %i of %i → %j', (current, pages, expected) => {
    expect(pageNumbers(current, pages)).toEqual(expected)
  })

  it('never shows a gap standing for a single page', () => {
    for (let pages = 1; pages <= 30; pages++)
      for (let current = 1; current <= pages; current++) {
        const slots = pageNumbers(current, pages)
        slots.forEach((slot, i) => {
          if (slot === 'gap') expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThan(2)
        })
        expect(slots).toContain(current)
        expect(slots[0]).toBe(1)
        expect(slots.at(-1)).toBe(pages)
      }
  })
})
