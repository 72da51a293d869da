/**
 * The commenter's web address as WordPress's esc_url_raw() keeps it: `http://` added to a bare
 * domain, and anything that is not an http(s) address dropped (a `javascript:` link must never
 * reach the author's name on the page).
 */
export function normalizeAuthorUrl(typed: string): string {
  const url = typed.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '')
  if (!url) return ''
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : /^\/\//.test(url) ? `http:${url}` : `http://${url}`
  try {
    const parsed = new URL(withScheme)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return ''
    if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') return ''
    return withScheme
  } catch {
    // The URL parser refuses what the commenter typed: it is no address, and the comment is kept without one.
    return ''
  }
}
