import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { addressGroup } from '@/lib/addressGroup'
import { createRateLimiter, type RateLimiter, type RateLimitResult } from '@/antispam/rules'
import { redisNamespace } from '@/cluster/redisNamespace.mjs'
import { sharedRedis } from '@/cluster/sharedRedis'

const PASS: RateLimitResult = { allowed: true, retryAfterS: 0 }

/**
 * A per-address limiter created on first use (its limit may come from the environment). With
 * REDIS_URL its count is kept in Redis (rate-limiter-flexible), so several instances of the site
 * allow one limit between them, not one each; while Redis cannot be reached, and without it, each
 * instance counts in its own memory. Without a known address (a server other than
 * scripts/server.mjs) visitors cannot be told apart: limiting them together would lock everyone out
 * after a few posts, so they pass.
 */
export function ipRateLimiter(
  name: string,
  options: () => { limit: number; windowMs: number },
): (ip: string) => Promise<RateLimitResult> {
  let local: RateLimiter | undefined
  let shared: RateLimiterRedis | null | undefined
  return async (address) => {
    if (!address) return PASS
    // One count per IPv4 address or IPv6 /64 (lib/addressGroup).
    const ip = addressGroup(address)
    const { limit, windowMs } = options()
    local ??= createRateLimiter({ limit, windowMs })
    if (shared === undefined) {
      const redis = sharedRedis()
      shared = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${redisNamespace()}limit:${name}`,
            points: limit,
            duration: Math.ceil(windowMs / 1000),
            rejectIfRedisNotReady: true,
          })
        : null
    }
    if (!shared) return local.hit(ip)
    try {
      await shared.consume(ip)
      return PASS
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      // Redis is away: this instance's own count stands in until it is back.
      return local.hit(ip)
    }
  }
}
