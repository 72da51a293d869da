import { describe, expect, it } from 'vitest'

import { isFlood } from '@/comments/core'
import { COMMENTS } from '@/lib/commentLimits'

const now = Date.parse('2025-01-01T10:00:00Z')

describe('isFlood', () => {
  it.each([
    ['no previous comment', null, false],
    ['a comment just now', now - 1000, true],
    ['one just inside the interval', now - COMMENTS.floodIntervalMs + 1, true],
    ['one exactly the interval ago', now - COMMENTS.floodIntervalMs, false],
    ['one dated in the future', now + 60_000, true],
    ['an unreadable date', 'ayer', false],
  ])('%s', (_, lastAt, expected) => {
    expect(isFlood(lastAt, now, COMMENTS.floodIntervalMs)).toBe(expected)
  })

  it('accepts dates and ISO strings, with the default interval', () => {
    expect(isFlood('2025-01-01T09:59:50Z', new Date(now))).toBe(true)
  })
})
