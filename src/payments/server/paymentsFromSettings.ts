import { env } from '@/env'
import { resolvePaymentsConfig, type PaymentSettings, type PaymentsConfig } from '@/payments/core/resolvePaymentsConfig'

/**
 * The payment providers this site can use now: the environment's values first, then the settings'.
 * Takes the whole settings document and reads the «Pagos» tab's fields by name (PaymentSettings).
 */
export function paymentsFromSettings(settings: object): PaymentsConfig {
  return resolvePaymentsConfig(env().payments, settings as PaymentSettings)
}
