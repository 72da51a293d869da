/**
 * The first look at every request, in scripts/server.mjs before Next sees it: what no route of the
 * site can answer is refused here with the right 4xx, because Next would answer it 500 (`TRACE`
 * fails building its Request; a broken percent-escape fails decoding the route's parameters; a
 * path segment longer than a file name fails writing the page cache, ENAMETOOLONG).
 * Plain JavaScript because the server script (not compiled) imports it too.
 */

/** The methods some route of the site takes; others (TRACE, CONNECT, WebDAV's…) are 405 everywhere. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** A request target longer than this is refused with 414 (browsers and nginx keep well under 8 KB). */
export const MAX_TARGET_CHARS = 4096

/**
 * No address of the site has a longer segment: WordPress keeps slugs to 200 characters, escapes
 * included, and a cached page's file name may not pass 255 bytes.
 */
export const MAX_SEGMENT_CHARS = 255

/**
 * Whether an address carries a broken percent-escape (`/tag/7%((/`): Next would fail to decode its
 * parameters and answer 500.
 * @param {string} pathname
 */
export function hasMalformedEscape(pathname) {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * The refusal for a request no route can take, or null to hand it to Next.
 * @param {string} method
 * @param {string} target the request line's target (`/path?query`)
 * @returns {{ status: 400 | 404 | 405 | 414, message: string, headers: Record<string, string> } | null}
 */
export function requestRefusal(method, target) {
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, message: 'Método no admitido.', headers: { Allow: ALLOWED_METHODS.join(', ') } }
  if (target.length > MAX_TARGET_CHARS) return { status: 414, message: 'La dirección es demasiado larga.', headers: {} }
  const query = target.indexOf('?')
  const pathname = query === -1 ? target : target.slice(0, query)
  if (hasMalformedEscape(pathname)) return { status: 400, message: 'Dirección mal formada.', headers: {} }
  if (pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_CHARS))
    return { status: 404, message: 'No hay ninguna página en esta dirección.', headers: {} }
  return null
}
