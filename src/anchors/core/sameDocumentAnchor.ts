/**
 * The id a link jumps to when it points into the page being read (`#id`, or this page's own
 * address followed by `#id`), or null: another page, a bare `#`, an empty fragment, and
 * Elementor's action links (`#elementor-action:…`, which run an action instead) are left alone.
 * A trailing slash does not make the path another page.
 */
export function sameDocumentAnchor(href: string, current: string): string | null {
  if (!href || href.includes('#elementor-action:')) return null
  let url: URL
  let here: URL
  try {
    here = new URL(current)
    url = new URL(href, here)
  } catch {
    // An address the browser cannot parse is not an anchor on this page: the link is left to the browser.
    return null
  }
  const path = (u: URL) => u.pathname.replace(/\/+$/, '')
  if (url.origin !== here.origin || path(url) !== path(here) || url.search !== here.search) return null
  let id: string
  try {
    id = decodeURIComponent(url.hash.slice(1))
  } catch {
    // A malformed escape in the fragment names no element: the link is left to the browser.
    return null
  }
  return id.trim() ? id : null
}
