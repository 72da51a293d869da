import { describe, expect, it } from 'vitest'

import { retentionCutoff } from '@/jobs/retention'

describe('retentionCutoff', () => {
  it('goes back whole calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-22T10:00:00Z'), 12).toISOString()).toBe('2025-11-22T10:00:00.000Z')
    expect(retentionCutoff(new Date('2026-03-15T00:00:00Z'), 1).toISOString()).toBe('2026-02-15T00:00:00.000Z')
  })
})
