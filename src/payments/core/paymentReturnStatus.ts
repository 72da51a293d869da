import { PAYMENT_MESSAGES } from './paymentMessages'
import { RETURN_PARAMS, RETURN_STATUS } from './paymentReturnUrls'

/**
 * The message a button shows when the visitor comes back from the gateway, or null. A return that
 * names a block is shown by that block only; one that names none (a thank-you page of its own) by
 * the first button of the page, so the message appears once.
 */
export function paymentReturnStatus(
  search: string,
  block: { id: string; first: boolean },
): { kind: 'paid' | 'cancelled'; message: string } | null {
  const params = new URLSearchParams(search)
  const named = params.get(RETURN_PARAMS.block)
  if (named ? named !== block.id : !block.first) return null
  switch (params.get(RETURN_PARAMS.status)) {
    case RETURN_STATUS.paid:
      return { kind: 'paid', message: PAYMENT_MESSAGES.paid }
    case RETURN_STATUS.cancelled:
      return { kind: 'cancelled', message: PAYMENT_MESSAGES.cancelled }
    default:
      return null
  }
}
