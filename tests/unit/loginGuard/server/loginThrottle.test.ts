import { describe, expect, it } from 'vitest'

import { loginDelay } from '@/loginGuard/core/loginDelay'
import { createLoginThrottle } from '@/loginGuard/server/loginThrottle'
import { LOGIN_THROTTLE } from '@/loginGuard/core/accountLimits'

describe('login throttle (security review, finding 6)', () => {
  it('lets a few mistakes through, then doubles the wait up to the cap', () => {
    expect([0, 1, 2].map((n) => loginDelay(n))).toEqual([0, 0, 0])
    expect([3, 4, 5].map((n) => loginDelay(n))).toEqual([2_000, 4_000, 8_000])
    expect(loginDelay(30)).toBe(LOGIN_THROTTLE.maxDelayMs)
    expect(loginDelay(10_000)).toBe(LOGIN_THROTTLE.maxDelayMs)
  })

  it('slows the address that fails, not another one, and forgets it after a success or a quiet day', () => {
    const throttle = createLoginThrottle()
    const t0 = 1_000_000
    for (let i = 0; i < 4; i++) throttle.failed('198.51.100.1', t0)
    expect(throttle.waitMs('198.51.100.1', t0)).toBe(4_000)
    expect(throttle.waitMs('198.51.100.1', t0 + 3_000)).toBe(1_000)
    expect(throttle.waitMs('198.51.100.2', t0)).toBe(0)
    expect(throttle.waitMs('198.51.100.1', t0 + LOGIN_THROTTLE.forgetAfterMs + 1)).toBe(0)
    for (let i = 0; i < 4; i++) throttle.failed('198.51.100.3', t0)
    throttle.succeeded('198.51.100.3')
    expect(throttle.waitMs('198.51.100.3', t0)).toBe(0)
  })

  it('remembers a bounded number of addresses, forgetting the oldest', () => {
    const throttle = createLoginThrottle({ ...LOGIN_THROTTLE, freeFailures: 0, maxAddresses: 2 })
    throttle.failed('a', 0)
    throttle.failed('b', 0)
    throttle.failed('c', 0)
    expect(throttle.waitMs('a', 0)).toBe(0)
    expect(throttle.waitMs('c', 0)).toBeGreaterThan(0)
  })
})
