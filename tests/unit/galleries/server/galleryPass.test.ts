import { describe, expect, it } from 'vitest'

import { GALLERY_PASS_DAYS, isGalleryPass, signGalleryPass } from '@/galleries/server/galleryPass'

const secret = 'a-secret-of-the-site'
const now = new Date('2026-11-29T12:00:00Z')

describe('gallery pass', () => {
  it('lets the browser that proved the PIN back in for 30 days', () => {
    const pass = signGalleryPass(secret, 7, '4821', now)
    expect(isGalleryPass(pass, secret, 7, '4821', now)).toBe(true)
    const later = new Date(now.getTime() + (GALLERY_PASS_DAYS - 1) * 86_400_000)
    expect(isGalleryPass(pass, secret, 7, '4821', later)).toBe(true)
    const after = new Date(now.getTime() + GALLERY_PASS_DAYS * 86_400_000 + 1)
    expect(isGalleryPass(pass, secret, 7, '4821', after)).toBe(false)
  })

  it('is void for another gallery, after the PIN changes, with another secret, or when edited', () => {
    const pass = signGalleryPass(secret, 7, '4821', now)
    expect(isGalleryPass(pass, secret, 8, '4821', now)).toBe(false)
    expect(isGalleryPass(pass, secret, 7, '4822', now)).toBe(false)
    expect(isGalleryPass(pass, 'another-secret', 7, '4821', now)).toBe(false)
    const [until, mac] = pass.split('.')
    expect(isGalleryPass(`${Number(until) + 1000}.${mac}`, secret, 7, '4821', now)).toBe(false)
    for (const forged of [undefined, '', '.', 'abc', `${until}.`, `${until}.${mac}x`, 'x'.repeat(500)])
      expect(isGalleryPass(forged, secret, 7, '4821', now)).toBe(false)
  })
})
