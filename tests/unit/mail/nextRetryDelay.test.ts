import { describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'
import { nextRetryDelay } from '@/mail/nextRetryDelay'

describe('nextRetryDelay', () => {
  const top = (attempts: number) => nextRetryDelay(attempts, () => 1)
  const bottom = (attempts: number) => nextRetryDelay(attempts, () => 0)

  it.each([
    [1, OUTBOX.firstRetryMs],
    [2, OUTBOX.firstRetryMs * 2],
    [3, OUTBOX.firstRetryMs * 4],
    [5, OUTBOX.firstRetryMs * 16],
  ])('after attempt %i waits at most %i ms', (attempts, expected) => {
    expect(top(attempts)).toBe(expected)
    expect(bottom(attempts)).toBe(expected / 2)
  })

  it('never waits longer than OUTBOX.maxRetryMs, however many attempts', () => {
    for (const attempts of [OUTBOX.maxAttempts, 50, 1000]) {
      expect(top(attempts)).toBe(OUTBOX.maxRetryMs)
      expect(bottom(attempts)).toBe(OUTBOX.maxRetryMs / 2)
    }
  })

  it('grows with each attempt until the cap', () => {
    const schedule = Array.from({ length: OUTBOX.maxAttempts }, (_, i) => top(i + 1))
    for (let i = 1; i < schedule.length; i++) expect(schedule[i]).toBeGreaterThanOrEqual(schedule[i - 1]!)
    expect(schedule.at(-1)).toBe(OUTBOX.maxRetryMs)
  })

  it('spreads messages that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => nextRetryDelay(3)))
    expect(delays.size).toBeGreaterThan(1)
  })
})
