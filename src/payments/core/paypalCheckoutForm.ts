import { decimalAmount } from './formatEuros'

/** A form the browser posts to a payment page: where, and its hidden fields in order. */
export type CheckoutForm = { action: string; fields: [name: string, value: string][] }

export const PAYPAL_ENDPOINTS = {
  live: 'https://www.paypal.com/cgi-bin/webscr',
  sandbox: 'https://www.sandbox.paypal.com/cgi-bin/webscr',
} as const

/**
 * PayPal's "Buy Now" button (Payments Standard, cmd=_xclick) as a plain HTML form: no script, no
 * SDK, nothing loaded from PayPal until the visitor presses it. `rm=1` brings the visitor back with
 * a GET: a POST to a page would reach the contact forms' no-JavaScript handler.
 */
export function paypalCheckoutForm(input: {
  account: string
  sandbox: boolean
  concept: string
  cents: number
  returnUrl: string
  cancelUrl: string
  /** Our reference for the studio's records (page and block), shown in PayPal's transaction. */
  reference: string
}): CheckoutForm {
  return {
    action: input.sandbox ? PAYPAL_ENDPOINTS.sandbox : PAYPAL_ENDPOINTS.live,
    fields: [
      ['cmd', '_xclick'],
      ['business', input.account],
      ['item_name', input.concept],
      ['amount', decimalAmount(input.cents)],
      ['currency_code', 'EUR'],
      ['lc', 'es_ES'],
      ['no_shipping', '1'],
      ['no_note', '1'],
      ['rm', '1'],
      ['return', input.returnUrl],
      ['cancel_return', input.cancelUrl],
      ['custom', input.reference],
      ['charset', 'utf-8'],
    ],
  }
}
