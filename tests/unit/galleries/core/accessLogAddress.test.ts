import { describe, expect, it } from 'vitest'

import { accessLogAddress } from '@/galleries/core/accessLogAddress'

describe('accessLogAddress', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:0000::1', '2001:db8:0::'],
    ['2001:db8::', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    [' 10.0.0.1 ', '10.0.0.0'],
  ])('keeps %s as its network %s', (ip, kept) => {
    expect(accessLogAddress(ip)).toBe(kept)
  })
  it.each([undefined, null, '', 'unknown', '999.1.1.1', '<script>', '1.2.3'])('keeps %j as nothing', (ip) => {
    expect(accessLogAddress(ip)).toBeNull()
  })
})
