export type CheckoutRequest = { pageId: number; blockId: string }

/** Payload's block ids (24 hex digits) and any other short id an import may have given a block. */
const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Reads the body a Stripe payment button posts: `page` (the page's numeric id) and `block` (the
 * block's id). Only where to find the button travels; the amount and concept are read from the
 * published page on the server, so a visitor cannot choose their own price.
 */
export function parseCheckoutRequest(
  body: string,
): { ok: true; request: CheckoutRequest } | { ok: false; message: string } {
  const params = new URLSearchParams(body)
  const page = params.get('page')
  const block = params.get('block')
  if (page === null) return { ok: false, message: 'Falta el parámetro: page.' }
  const pageId = /^\d{1,10}$/.test(page) ? Number(page) : NaN
  if (!Number.isSafeInteger(pageId) || pageId <= 0)
    return { ok: false, message: 'Parámetro no válido: page debe ser el número de una página.' }
  if (block === null) return { ok: false, message: 'Falta el parámetro: block.' }
  if (!BLOCK_ID.test(block))
    return {
      ok: false,
      message: 'Parámetro no válido: block debe ser el identificador de un bloque (letras, cifras, - o _).',
    }
  return { ok: true, request: { pageId, blockId: block } }
}
