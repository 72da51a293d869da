/** The form of a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…): checked by the environment and the admin alike. */
export const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/
