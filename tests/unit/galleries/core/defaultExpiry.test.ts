import { describe, expect, it } from 'vitest'

import { defaultExpiry } from '@/galleries/core/defaultExpiry'

describe('defaultExpiry', () => {
  it('is 90 days after the gallery is made', () => {
    expect(defaultExpiry(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-04-01T10:00:00.000Z')
  })
})
