import { describe, expect, it } from 'vitest'

import { addressGroup } from '@/lib/addressGroup'

describe('addressGroup', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:85a3:8d3::/64'
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0DB8:85A3:08D3::1',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3:0:0:0:1',
    ])
      expect(addressGroup(address), address).toBe(group)
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('keeps an IPv4 address, and anything that is not an address, as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('')).toBe('')
  })
})
