import { createRateLimiter, type RateLimiter, type RateLimitResult } from '@/antispam/rules'

/**
 * A per-address limiter created on first use (its limit may come from the environment), kept in
 * this process's memory. Without a known address (a server other than scripts/server.mjs) visitors cannot be
 * told apart: limiting them together would lock everyone out after a few posts, so they pass.
 */
export function ipRateLimiter(options: () => { limit: number; windowMs: number }): (ip: string) => RateLimitResult {
  let limiter: RateLimiter | undefined
  return (ip) => {
    if (!ip) return { allowed: true, retryAfterS: 0 }
    limiter ??= createRateLimiter(options())
    return limiter.hit(ip)
  }
}
