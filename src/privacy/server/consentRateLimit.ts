import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'
import { CONSENT_RECORD_LIMIT } from '@/privacy/consentLimits'

/**
 * Counts one consent record from an address. Its own limiter, apart from the forms' one: choosing
 * cookies must not use up a visitor's allowance for the contact form, nor the other way round.
 */
export const hitConsentRateLimit = ipRateLimiter('consent', () => ({
  limit: CONSENT_RECORD_LIMIT.perIp,
  windowMs: CONSENT_RECORD_LIMIT.windowMs,
}))
