import 'server-only'

import { randomUUID } from 'node:crypto'

import { getRequestSettings } from '@/data/globals'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'

import { hitCheckoutRateLimit } from './checkoutRateLimit'
import { findCheckoutTarget } from './findCheckoutTarget'
import type { StripeCheckoutDeps } from './handleStripeCheckout'
import { paymentsFromSettings } from './paymentsFromSettings'
import { stripeClient } from './stripeClient'

/** The checkout handler's real world: the settings, the published pages, Stripe, Payload's log. */
export function stripeCheckoutDeps(): StripeCheckoutDeps {
  return {
    siteUrl: env().siteUrl,
    rateLimit: hitCheckoutRateLimit,
    stripeConfig: async () => paymentsFromSettings(await getRequestSettings()).stripe,
    findTarget: findCheckoutTarget,
    stripe: ({ secretKey, apiBase }) => stripeClient({ secretKey, apiBase }),
    idempotencyKey: () => `revela-${randomUUID()}`,
    logError: (message, data) =>
      void payloadClient()
        .then((payload) => payload.logger.error(data, message))
        .catch(() => console.error(message, data)),
  }
}
