import { findBlocks } from '@/lib/findBlocks'

import { PAYMENT_PROVIDERS, type PaymentButtonFields } from './paymentButtonFields'

/**
 * The payment button with this id in a page's layout (sections and columns nest blocks at any
 * depth), or null. The server charges what this block says, never what a request says. A button
 * of a page this one links to (a success or cancel page, populated with its own layout) is not
 * found: that page may be another, or a draft, and a checkout names the page it charges for.
 */
export function findPaymentBlock(layout: unknown, blockId: string): PaymentButtonFields | null {
  const [block] = findBlocks(layout, (b) => b.blockType === 'paymentButton' && b.id === blockId)
  return block && PAYMENT_PROVIDERS.includes(block.provider as never) ? (block as unknown as PaymentButtonFields) : null
}
