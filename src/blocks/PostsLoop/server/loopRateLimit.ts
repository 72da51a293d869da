import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'

import { LOOP_LIMITS } from '../core/limits'

/**
 * Counts one refresh of a posts loop from an address. Its own limiter, generous: paging is what
 * the endpoint is for, and only a script asks hundreds of pages in a few minutes.
 */
export const hitLoopRateLimit = ipRateLimiter('loop', () => ({
  limit: LOOP_LIMITS.refreshPerIp,
  windowMs: LOOP_LIMITS.refreshWindowMs,
}))
