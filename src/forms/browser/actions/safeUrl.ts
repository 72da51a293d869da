/**
 * A server-ordered destination, resolved against the page: allowed when it is http(s) or has the
 * page's own origin, so that `javascript:`, `data:` and the like never reach navigation.
 */
export function safeUrl(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null
  try {
    const url = new URL(raw.trim(), base)
    const ok = url.protocol === 'https:' || url.protocol === 'http:' || url.origin === new URL(base).origin
    return ok ? url.href : null
  } catch {
    // The URL parser refuses the destination: no navigation, the safe answer to an address that cannot be read.
    return null
  }
}

/** A payment-provider destination: an absolute https URL only. */
export function httpsUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'https:' ? url.href : null
  } catch {
    // Not a URL at all: the payment provider's destination is refused and the browser stays on the page.
    return null
  }
}
