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
    return null
  }
}
