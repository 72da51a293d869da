/**
 * The form-encoded body of Stripe's "create a Checkout Session" call for one payment of a fixed
 * amount in euros: the product is described inline (price_data), so the studio needs no product
 * or price in its Stripe dashboard. Stripe's page is shown in Spanish.
 */
export function stripeSessionBody(input: {
  concept: string
  cents: number
  successUrl: string
  cancelUrl: string
  pageId: number
  blockId: string
}): URLSearchParams {
  return new URLSearchParams([
    ['mode', 'payment'],
    ['line_items[0][price_data][currency]', 'eur'],
    ['line_items[0][price_data][unit_amount]', String(input.cents)],
    ['line_items[0][price_data][product_data][name]', input.concept],
    ['line_items[0][quantity]', '1'],
    ['success_url', input.successUrl],
    ['cancel_url', input.cancelUrl],
    ['locale', 'es'],
    // Which button was paid, in the dashboard and in webhooks: client_reference_id takes letters,
    // digits, dashes and underscores; metadata keeps the two parts apart.
    ['client_reference_id', `page${input.pageId}_block${input.blockId}`],
    ['metadata[page_id]', String(input.pageId)],
    ['metadata[block_id]', input.blockId],
  ])
}
