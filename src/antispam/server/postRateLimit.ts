import { env } from '@/env'
import { SPAM_RULES } from '@/lib/constants'

import { ipRateLimiter } from './ipRateLimiter'

/** The message a visitor over the limit reads, whatever form they used. */
export const RATE_LIMIT_MESSAGE = 'Has enviado demasiados mensajes seguidos. Espera unos minutos y vuelve a intentarlo.'

/**
 * Counts one post from an address and says whether it may go on. One limiter for every form of the
 * site (contact forms, comments): a bot switching between forms gets no extra allowance.
 */
export const hitPostRateLimit = ipRateLimiter('posts', () => ({
  limit: env().postRateLimit,
  windowMs: SPAM_RULES.rateLimitWindowMs,
}))
