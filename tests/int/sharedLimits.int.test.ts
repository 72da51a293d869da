import { randomBytes } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The posting limits with REDIS_URL: this machine's Redis (127.0.0.1:6379) stands for the one
 * several instances share. Two limiters of the same name are what two instances hold.
 */
async function limiters(redisUrl: string, limit: number) {
  vi.resetModules()
  vi.stubEnv('REDIS_URL', redisUrl)
  vi.stubEnv('PAYLOAD_SECRET', 'shared-limits-secret-shared-limits-01')
  const { ipRateLimiter } = await import('@/antispam/server/ipRateLimiter')
  const { sharedRedis } = await import('@/cluster/sharedRedis')
  // An instance connects at start (instrumentation.ts); here, before the first post.
  const client = sharedRedis()!
  const deadline = Date.now() + 500
  while (client.status !== 'ready' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
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
