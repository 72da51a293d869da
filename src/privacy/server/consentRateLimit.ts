import { createRateLimiter, type RateLimiter, type RateLimitResult } from '@/antispam/rules'
import { CONSENT_RECORD_LIMIT } from '@/lib/constants'

// Its own limiter, apart from the forms' one: choosing cookies must not use up a visitor's
// allowance for the contact form, nor the other way round. Kept in this process's memory.
let limiter: RateLimiter | undefined

/**
 * Counts one consent record from `ip`. Without a known address (no proxy setting X-Real-IP) every
 * visitor would share one allowance and lock each other out, so they pass.
 */
export function hitConsentRateLimit(ip: string): RateLimitResult {
  if (!ip) return { allowed: true, retryAfterS: 0 }
  limiter ??= createRateLimiter({ limit: CONSENT_RECORD_LIMIT.perIp, windowMs: CONSENT_RECORD_LIMIT.windowMs })
  return limiter.hit(ip)
}
