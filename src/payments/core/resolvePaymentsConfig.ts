import { STRIPE_SECRET_KEY } from '@/lib/stripeSecretKey'

/** The payment settings as the admin stores them (Ajustes del sitio → Pagos). */
export type PaymentSettings = {
  paypalAccount?: string | null
  paypalSandbox?: boolean | null
  stripeSecretKey?: string | null
}

/** Payment values the environment sets; each wins over the admin's setting. */
export type PaymentEnv = {
  stripeSecretKey?: string
  stripeApiBase: string
  paypalAccount?: string
  paypalSandbox?: boolean
}

/** What the buttons can use: a provider is null when it is not configured, and its button is disabled. */
export type PaymentsConfig = {
  stripe: { secretKey: string; apiBase: string } | null
  paypal: { account: string; sandbox: boolean } | null
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

/**
 * The environment first, then the settings. A malformed value counts as none: a button that is
 * disabled with a note is better than one that leads to a gateway's error page.
 */
export function resolvePaymentsConfig(env: PaymentEnv, settings: PaymentSettings): PaymentsConfig {
  const secretKey = [env.stripeSecretKey, settings.stripeSecretKey?.trim()].find((k) => k && STRIPE_SECRET_KEY.test(k))
  const account = [env.paypalAccount, settings.paypalAccount?.trim()].find((a) => a && EMAIL.test(a))
  return {
    stripe: secretKey ? { secretKey, apiBase: env.stripeApiBase } : null,
    paypal: account ? { account, sandbox: env.paypalSandbox ?? Boolean(settings.paypalSandbox) } : null,
  }
}
