import { randomBytes } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The posting limits with REDIS_URL: this machine's Redis (127.0.0.1:6379) stands for the one
 * several instances share. Two limiters of the same name are what two instances hold.
 */
/** Fresh modules with REDIS_URL set, connected as an instance is at start (instrumentation.ts). */
async function withRedis(redisUrl: string) {
  vi.resetModules()
  vi.stubEnv('REDIS_URL', redisUrl)
  vi.stubEnv('PAYLOAD_SECRET', 'shared-limits-secret-shared-limits-01')
  const { sharedRedis } = await import('@/cluster/sharedRedis')
  const client = sharedRedis()!
  const deadline = Date.now() + 500
  while (client.status !== 'ready' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
  return sharedRedis
}

async function limiters(redisUrl: string, limit: number) {
  await withRedis(redisUrl)
  const { ipRateLimiter } = await import('@/antispam/server/ipRateLimiter')
  const name = `test-${randomBytes(4).toString('hex')}`
  const options = () => ({ limit, windowMs: 60_000 })
  return [ipRateLimiter(name, options), ipRateLimiter(name, options)] as const
}

describe('posting limits shared by several instances', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('allows one limit between two instances, not one each', async () => {
    const [a, b] = await limiters('redis://127.0.0.1:6379', 3)
    const results = []
    for (const hit of [a, b, a, b]) results.push(await hit('203.0.113.7'))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterS).toBeGreaterThan(0)
    // Another address has its own count.
    expect((await b('203.0.113.8')).allowed).toBe(true)
  })

  it('keeps limiting with each instance’s own count while Redis cannot be reached, without waiting for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // A port nothing listens on: Redis is down.
    const [a, b] = await limiters('redis://127.0.0.1:1', 2)
    const started = Date.now()
    const fromA = [await a('198.51.100.1'), await a('198.51.100.1'), await a('198.51.100.1')]
    const fromB = [await b('198.51.100.1'), await b('198.51.100.1'), await b('198.51.100.1')]
    expect(fromA.map((r) => r.allowed)).toEqual([true, true, false])
    expect(fromB.map((r) => r.allowed)).toEqual([true, true, false])
    expect(Date.now() - started).toBeLessThan(1000)
    warn.mockRestore()
  })
})

/** Two instances' login throttles over one Redis (or over a port nothing listens on: Redis down). */
async function loginThrottles(redisUrl: string) {
  const sharedRedis = await withRedis(redisUrl)
  const { createSharedLoginThrottle } = await import('@/loginGuard/server/loginThrottle')
  const prefix = `test-login-${randomBytes(4).toString('hex')}:`
  return [
    createSharedLoginThrottle(sharedRedis, undefined, prefix),
    createSharedLoginThrottle(sharedRedis, undefined, prefix),
  ] as const
}

describe('the admin login throttle shared by several instances', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('slows down an address whose failures are spread over two instances, and forgets it after a success on either', async () => {
    const [a, b] = await loginThrottles('redis://127.0.0.1:6379')
    const address = '203.0.113.20'
    // Two mistakes, one on each instance: nobody waits yet (LOGIN_THROTTLE.freeFailures).
    await a.failed(address)
    await b.failed(address)
    expect(await a.waitMs(address)).toBe(0)
    // The third, on B: A, which saw only one, makes the address wait too.
    await b.failed(address)
    const wait = await a.waitMs(address)
    expect(wait).toBeGreaterThan(1000)
    expect(wait).toBeLessThanOrEqual(2000)
    expect(await b.waitMs('203.0.113.21')).toBe(0)
    await b.succeeded(address)
    expect(await a.waitMs(address)).toBe(0)
  })

  it('keeps slowing down what each instance sees while Redis cannot be reached, without waiting for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [a, b] = await loginThrottles('redis://127.0.0.1:1')
    const started = Date.now()
    for (let i = 0; i < 3; i++) await a.failed('198.51.100.20')
    expect(await a.waitMs('198.51.100.20')).toBeGreaterThan(1000)
    expect(await b.waitMs('198.51.100.20')).toBe(0)
    expect(Date.now() - started).toBeLessThan(1000)
    warn.mockRestore()
  })
})
