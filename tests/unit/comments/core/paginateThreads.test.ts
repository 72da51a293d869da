import { describe, expect, it } from 'vitest'

import { paginateThreads, type ThreadNode } from '@/comments/core'

const threads: ThreadNode[] = Array.from({ length: 5 }, (_, i) => ({
  comment: { id: i + 1, parent: null, createdAt: `2025-01-0${i + 1}T00:00:00Z` },
  depth: 1,
  children: [],
}))
const ids = (page: { threads: ThreadNode[] }) => page.threads.map((t) => t.comment.id)

describe('paginateThreads', () => {
  it.each([
    [1, [1, 2], 3],
    [2, [3, 4], 3],
    [3, [5], 3],
  ])('page %i holds the oldest threads first and the newest last', (page, expected, pages) => {
    const result = paginateThreads(threads, { perPage: 2, page })
    expect(ids(result)).toEqual(expected)
    expect(result).toMatchObject({ page, pages })
  })

  it('shows the newest page when none is asked, as WordPress does by default', () => {
    expect(paginateThreads(threads, { perPage: 2 })).toMatchObject({ page: 3, pages: 3 })
  })

  it.each([0, 4, -1, 1.5])('returns nothing for page %s, outside the range', (page) => {
    expect(paginateThreads(threads, { perPage: 2, page })).toEqual({ threads: [], page, pages: 3 })
  })

  it('has one (empty) page without comments', () => {
    expect(paginateThreads([], { perPage: 50 })).toEqual({ threads: [], page: 1, pages: 1 })
  })

  it('turns paging off for a non-positive page size', () => {
    expect(ids(paginateThreads(threads, { perPage: 0, page: 7 }))).toEqual([1, 2, 3, 4, 5])
  })
})
