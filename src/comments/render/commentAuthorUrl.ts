// A scheme before the first `/`, `?` or `#`: "javascript:", "data:", "http:".
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * The address a comment's author name may link to, or null: only http(s) web addresses with a host,
 * so no script, data or relative link is ever drawn. Like esc_url(), an address typed without a
 * scheme ("www.ana.es") is taken as http.
 */
export function commentAuthorUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text || /[\s<>"'`\\]/.test(text)) return null
  const candidate = HAS_SCHEME.test(text) ? text : /^[/?#]/.test(text) ? null : `http://${text}`
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null
  } catch {
    // The URL parser refuses what the commenter typed: it is no address, and the name is shown without a link.
    return null
  }
}
