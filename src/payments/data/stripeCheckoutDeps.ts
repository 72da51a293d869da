import 'server-only'

import { randomUUID } from 'node:crypto'

import { getRequestSettings } from '@/data/globals'
import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'

import { hitCheckoutRateLimit } from '../server/checkoutRateLimit'
import { findCheckoutTarget } from './findCheckoutTarget'
import type { StripeCheckoutDeps } from '../server/handleStripeCheckout'
import { paymentsFromSettings } from '../server/paymentsFromSettings'
import { stripeClient } from '../server/stripeClient'

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
