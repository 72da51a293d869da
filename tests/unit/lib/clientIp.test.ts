import { describe, expect, it } from 'vitest'

import { visitorAddress } from '@/lib/clientIp'
import { trustedProxies } from '@/lib/trustedProxies'

describe('the visitor’s address (security review, finding 3)', () => {
  it('is the socket’s address when no proxy is trusted, whatever headers the visitor sends', () => {
    expect(visitorAddress('198.51.100.7', '203.0.113.1', [])).toBe('198.51.100.7')
    expect(visitorAddress('::ffff:198.51.100.7', null, [])).toBe('198.51.100.7')
  })

  it('follows X-Forwarded-For back through trusted proxies only, to the first address they did not add', () => {
    const loopback = ['loopback']
    // nginx appends the address it saw; whatever the visitor wrote before it is theirs to invent.
    expect(visitorAddress('127.0.0.1', '203.0.113.1, 198.51.100.7', loopback)).toBe('198.51.100.7')
    expect(visitorAddress('::1', '198.51.100.7', loopback)).toBe('198.51.100.7')
    // A request that did not come through the proxy names its own socket, not its header.
    expect(visitorAddress('198.51.100.9', '203.0.113.1', loopback)).toBe('198.51.100.9')
    // Two proxies (a load balancer's range, then nginx on loopback).
    expect(visitorAddress('127.0.0.1', '198.51.100.7, 10.0.0.5', ['loopback', '10.0.0.0/8'])).toBe('198.51.100.7')
  })

  it('is unknown without the server’s stamp (next dev), rather than taken from a header', () => {
    expect(visitorAddress(null, '203.0.113.1', [])).toBe('')
  })

  it('reads TRUST_PROXY, refusing «trust everyone» and what it cannot parse, in Spanish', () => {
    expect(trustedProxies(undefined)).toEqual({ list: [] })
    expect(trustedProxies('off')).toEqual({ list: [] })
    expect(trustedProxies('loopback, 10.0.0.0/8')).toEqual({ list: ['loopback', '10.0.0.0/8'] })
    expect(trustedProxies('true')).toMatchObject({ problem: expect.stringMatching(/no admite «true»/) })
    expect(trustedProxies('nginx')).toMatchObject({ problem: expect.stringMatching(/loopback, linklocal/) })
  })
})
