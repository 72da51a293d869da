/**
 * The path an item answered at on the old site, from its `<link>` (so any permalink structure
 * works), without the site's own base path and with a trailing slash: `2024/03/mi-entrada`.
 * Null for links that are not pretty permalinks (`/?p=12`, drafts) or point elsewhere.
 */
export function itemPath(link: string, siteUrl: string): string | null {
  let url: URL
  let base: URL
  try {
    url = new URL(link)
    base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)
  } catch {
    // A link or site address the URL parser refuses is no pretty permalink of this site.
    return null
  }
  if (url.host !== base.host || url.search) return null
  if (!url.pathname.startsWith(base.pathname)) return null
  const rest = url.pathname.slice(base.pathname.length)
  const segments = rest
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        // A segment with a malformed escape is kept as written, which is how WordPress served it.
        return s
      }
    })
  if (segments.length === 0 || segments.some((s) => s === '.' || s === '..')) return null
  return segments.join('/')
}

/** Whether a link is the site's own address (a page whose permalink it is, is the front page). */
export function isSiteRoot(link: string, siteUrl: string): boolean {
  try {
    const url = new URL(link)
    const base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)
    return url.host === base.host && !url.search && url.pathname.replace(/\/?$/, '/') === base.pathname
  } catch {
    // A link the URL parser refuses is not the site's own address.
    return false
  }
}
