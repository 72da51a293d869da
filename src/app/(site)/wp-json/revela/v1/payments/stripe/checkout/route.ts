import { handleStripeCheckout } from '@/payments/server/handleStripeCheckout'
import { stripeCheckoutDeps } from '@/payments/data/stripeCheckoutDeps'

/**
 * POST /wp-json/revela/v1/payments/stripe/checkout: starts a Stripe Checkout payment for a button
 * of a published page (see handleStripeCheckout). Only POST: any other method is answered 405.
 */
export async function POST(request: Request) {
  return handleStripeCheckout(request, stripeCheckoutDeps())
}
