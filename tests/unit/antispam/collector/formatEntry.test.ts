import { describe, expect, it } from 'vitest'

import { formatEntry } from '@/antispam/collector/formatEntry'

describe('formatEntry', () => {
  it.each([
    [[87] as const, '87;'],
    [[87, 140] as const, '87,140;'],
    [[0, 0] as const, '0,0;'],
  ])('%j → %j', (entry, text) => {
    expect(formatEntry(entry)).toBe(text)
  })
})
