import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'
import { PAYMENT_LIMITS } from '@/payments/core/paymentLimits'

/**
 * Counts one checkout attempt from an address. Its own limiter: each attempt asks Stripe for a
 * session, so a script hammering the button must be stopped before it reaches Stripe.
 */
export const hitCheckoutRateLimit = ipRateLimiter('checkout', () => ({
  limit: PAYMENT_LIMITS.checkoutPerIp,
  windowMs: PAYMENT_LIMITS.checkoutWindowMs,
}))
