import type { PaymentButtonBlock } from '@/payload-types'

export const PAYMENT_PROVIDERS = ['paypal', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** A page reference as Payload gives it: an id, or the page itself when populated. */
export type PageRef =
  | number
  | { id: number; path?: string | null; slug?: string | null; _status?: 'draft' | 'published' | null }
  | null
  | undefined

/**
 * A payment button block as Payload stores it: the generated type, under the name findPaymentBlock
 * returns. Copied into an object type (Pick over every key) because the generated interface has no
 * implicit index signature, and findPaymentBlock narrows a plain record to it.
 */
export type PaymentButtonFields = Pick<PaymentButtonBlock, keyof PaymentButtonBlock>

export const DEFAULT_PAYMENT_LABEL = 'Pagar la señal'
