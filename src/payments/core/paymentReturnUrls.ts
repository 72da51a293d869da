/** The query a payment page sends the visitor back with, read by the button's script. */
export const RETURN_PARAMS = { status: 'pago', block: 'bloque' } as const
export const RETURN_STATUS = { paid: 'ok', cancelled: 'cancelado' } as const

/**
 * Where the gateway sends the visitor after paying or cancelling: the pages the editor chose, or
 * else back to the button's own page, with ?pago=ok / ?pago=cancelado (and, on the same page,
 * the block, so that the message appears beside the button that was pressed).
 */
export function paymentReturnUrls(input: {
  siteUrl: string
  /** The path of the page that holds the button, e.g. /sesiones-de-fotos/retrato/. */
  pagePath: string
  blockId: string
  successPath?: string | null
  cancelPath?: string | null
}): { success: string; cancel: string } {
  const build = (path: string | null | undefined, status: string) => {
    const url = new URL(path || input.pagePath, input.siteUrl + '/')
    url.searchParams.set(RETURN_PARAMS.status, status)
    if (!path || path === input.pagePath) url.searchParams.set(RETURN_PARAMS.block, input.blockId)
    return url.toString()
  }
  return {
    success: build(input.successPath, RETURN_STATUS.paid),
    cancel: build(input.cancelPath, RETURN_STATUS.cancelled),
  }
}
