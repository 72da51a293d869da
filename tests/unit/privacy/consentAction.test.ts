import { describe, expect, it } from 'vitest'

import { consentAction } from '@/privacy/consentAction'

describe('consentAction', () => {
  it.each([
    [['necessary', 'analytics', 'marketing'], 'accept-all'],
    [['marketing', 'analytics', 'necessary'], 'accept-all'],
    [['necessary'], 'reject-all'],
    [[], 'reject-all'],
    [['necessary', 'analytics'], 'custom'],
    [['necessary', 'marketing'], 'custom'],
  ] as const)('%j → %s', (categories, action) => {
    expect(consentAction(categories)).toBe(action)
  })
})
