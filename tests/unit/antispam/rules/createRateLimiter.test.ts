import { describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/antispam/rules'

/** A limiter on a clock the test moves by hand. */
function limiter(limit: number, windowMs: number, maxKeys?: number) {
  let time = 1_000_000
  const rateLimiter = createRateLimiter({ limit, windowMs, maxKeys, now: () => time })
  return { hit: (key = 'ip') => rateLimiter.hit(key), advance: (ms: number) => void (time += ms) }
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then says when to come back', () => {
    const { hit, advance } = limiter(3, 60_000)
    expect([hit(), hit(), hit()]).toEqual(Array(3).fill({ allowed: true, retryAfterS: 0 }))
    advance(10_000)
    expect(hit()).toEqual({ allowed: false, retryAfterS: 50 })
  })

  it('slides: each hit frees its place a window after it was made', () => {
    const { hit, advance } = limiter(2, 10_000)
    hit()
    advance(6000)
    hit()
    advance(3000)
    expect(hit()).toEqual({ allowed: false, retryAfterS: 1 })
    advance(1000) // the first hit has now left the window, the second has not
    expect(hit().allowed).toBe(true)
    expect(hit()).toEqual({ allowed: false, retryAfterS: 6 })
  })

  it('does not count refused hits', () => {
    const { hit, advance } = limiter(1, 1000)
    hit()
    for (let i = 0; i < 10; i++) hit()
    advance(1000)
    expect(hit().allowed).toBe(true)
  })

  it('keeps keys apart', () => {
    const { hit } = limiter(1, 1000)
    expect(hit('a').allowed).toBe(true)
    expect(hit('b').allowed).toBe(true)
    expect(hit('a').allowed).toBe(false)
  })

  it('rounds the wait up to at least a second', () => {
    const { hit, advance } = limiter(1, 1500)
    hit()
    advance(1499)
    expect(hit()).toEqual({ allowed: false, retryAfterS: 1 })
  })

  it('refuses everything with a limit of 0', () => {
    expect(limiter(0, 5000).hit()).toEqual({ allowed: false, retryAfterS: 5 })
  })

  it('remembers at most maxKeys keys, forgetting the least recently seen', () => {
    const { hit } = limiter(1, 60_000, 2)
    hit('a')
    hit('b')
    hit('a') // refused, and now the most recently seen
    hit('c') // evicts b
    expect(hit('a').allowed).toBe(false)
    expect(hit('b').allowed).toBe(true)
  })

  it('forgets idle keys so that memory follows the traffic of one window', () => {
    const { hit, advance } = limiter(1, 1000, 3)
    hit('a')
    hit('b')
    advance(1000)
    hit('c') // a and b expired: dropped without evicting anything live
    hit('d')
    expect(hit('c').allowed).toBe(false)
    expect(hit('d').allowed).toBe(false)
  })
})
