import { describe, expect, it } from 'vitest'

import { galleryAccess } from '@/galleries/core/galleryAccess'

const now = new Date('2026-11-29T12:00:00Z')
const open = { status: 'sent' as const, expiresAt: '2027-02-27T12:00:00Z', hasPin: false, pinProved: false }

describe('galleryAccess', () => {
  it('opens a sent gallery before its expiry', () => {
    expect(galleryAccess(open, now)).toBe('open')
    expect(galleryAccess({ ...open, status: 'delivered' }, now)).toBe('open')
  })

  it('serves nothing once expired, by date or by status, or with an unreadable date', () => {
    expect(galleryAccess({ ...open, expiresAt: '2026-11-29T12:00:00Z' }, now)).toBe('expired')
    expect(galleryAccess({ ...open, status: 'expired' }, now)).toBe('expired')
    expect(galleryAccess({ ...open, expiresAt: 'not a date' }, now)).toBe('expired')
  })

  it('keeps a draft from the client, and asks for the PIN until it is proved', () => {
    expect(galleryAccess({ ...open, status: 'draft' }, now)).toBe('draft')
    expect(galleryAccess({ ...open, hasPin: true }, now)).toBe('needsPin')
    expect(galleryAccess({ ...open, hasPin: true, pinProved: true }, now)).toBe('open')
    expect(galleryAccess({ ...open, hasPin: true, status: 'expired' }, now)).toBe('expired')
  })
})
