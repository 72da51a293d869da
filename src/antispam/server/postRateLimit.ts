import { createRateLimiter, type RateLimiter, type RateLimitResult } from '@/antispam/rules'
import { env } from '@/env'
import { SPAM_RULES } from '@/lib/constants'

// One limiter for every form of the site (contact forms, comments), kept in this process's memory:
// a bot switching between forms gets no extra allowance. Several app instances each keep their own.
let limiter: RateLimiter | undefined

/** The message a visitor over the limit reads, whatever form they used. */
export const RATE_LIMIT_MESSAGE = 'Has enviado demasiados mensajes seguidos. Espera unos minutos y vuelve a intentarlo.'

/**
 * Counts one post from `ip` and says whether it may go on. Without a known address (no proxy in
 * front to set X-Real-IP) visitors cannot be told apart: limiting them together would lock everyone
 * out after a few posts, so they pass, and the flood and spam checks still apply.
 */
export function hitPostRateLimit(ip: string): RateLimitResult {
  if (!ip) return { allowed: true, retryAfterS: 0 }
  limiter ??= createRateLimiter({ limit: env().postRateLimit, windowMs: SPAM_RULES.rateLimitWindowMs })
  return limiter.hit(ip)
}
