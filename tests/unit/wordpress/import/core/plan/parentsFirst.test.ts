import { describe, expect, it } from 'vitest'

import { parentsFirst, parentsFirstBy } from '@/wordpress/import/core/plan/parentsFirst'
import type { PlannedDoc } from '@/wordpress/import/core/plan/types'

const page = (wpId: number, parent: number | null) =>
  ({ kind: 'page', wpId, parent, title: `Página ${wpId}` }) as PlannedDoc

describe('parentsFirst', () => {
  it('stores a 60,000-deep chain of subpages parents first, without overflowing the stack, in linear time', () => {
    const depth = 60_000
    // Listed deepest first: the worst order for a walk up the parents.
    const pages = Array.from({ length: depth }, (_, i) => page(depth - i, depth - i > 1 ? depth - i - 1 : null))
    const started = performance.now()
    const ordered = parentsFirst(pages)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(ordered).toHaveLength(depth)
    expect(ordered[0]!.wpId).toBe(1)
    expect(ordered.at(-1)!.wpId).toBe(depth)
    expect(ordered.every((p, i) => p.parent === (i === 0 ? null : ordered[i - 1]!.wpId))).toBe(true)
  })

  it('keeps each page once, ignores a parent that is not imported and ends a cycle instead of looping', () => {
    const pages = [page(3, 2), page(2, 1), page(1, null), page(9, 404), page(5, 6), page(6, 5)]
    expect(parentsFirst(pages).map((p) => p.wpId)).toEqual([1, 2, 3, 9, 6, 5])
  })

  it('orders comment threads by their own parent field', () => {
    const comments = [
      { wpId: 12, parentWpId: 11 },
      { wpId: 11, parentWpId: 10 },
      { wpId: 10, parentWpId: null },
    ]
    expect(parentsFirstBy(comments, (c) => c.parentWpId).map((c) => c.wpId)).toEqual([10, 11, 12])
  })
})
