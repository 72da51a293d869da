/** Where a Stripe payment button posts (src/app/(site)/wp-json/revela/v1/payments/stripe/checkout). */
export const STRIPE_CHECKOUT_PATH = '/wp-json/revela/v1/payments/stripe/checkout'
