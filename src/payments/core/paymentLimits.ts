/** Every number of the payment buttons, in one place. */
export const PAYMENT_LIMITS = {
  /** What a button may charge, in euros (the block's field and the server check the same range). */
  minEuros: 1,
  maxEuros: 10_000,
  /** PayPal's item_name holds 127 characters; Stripe's product name more. */
  conceptMaxLength: 127,
  /** Checkout attempts per address and window: a visitor retries a few times, a script many. */
  checkoutPerIp: 10,
  checkoutWindowMs: 10 * 60 * 1000,
  /** The checkout form posts two short ids; anything longer was not sent by our button. */
  maxBodyBytes: 1024,
  /** How long one call to Stripe may take, and how many times it is tried (with one idempotency key). */
  stripeTimeoutMs: 10_000,
  stripeAttempts: 2,
} as const
