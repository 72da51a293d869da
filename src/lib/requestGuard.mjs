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
 * The WordPress-style endpoints that take a POST: outside them, /wp-json/, /wp-admin/,
 * /wp-comments-post.php and Next's own /next/ and /_next/ hold no page, and Next would read a form posted to such an address as a
 * server action of the catch-all page and answer 500 when it is not one.
 */
const POST_ENDPOINTS = [
  /^\/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback\/?$/,
  /^\/wp-json\/revela\/v1\/(consent|revalidate|payments\/stripe\/checkout)\/?$/,
  /^\/wp-json\/elementor-pro\/v1\/refresh-loop\/?$/,
  /^\/wp-admin\/admin-ajax\.php$/,
  /^\/wp-comments-post\.php$/,
]
const WORDPRESS_ENDPOINTS = /^\/(wp-json|wp-admin|next|_next)\/|^\/wp-comments-post\.php./

/**
 * What a request body to Payload's REST API (/api/…) may weigh before Payload reads it whole: an
 * anonymous client's (a login, a reset request) is small; an editor's JSON (a long article's
 * layout) stays far under the signed-in bound. A 150 MB body used to be read in full before its
 * 403. The upload endpoints (a photo, a WordPress export) keep their own limits, which stream.
 */
export const API_BODY_LIMITS = {
  anonymous: 64 * 1024,
  signedIn: 8 * 1024 * 1024,
  // One chunk of a gallery's resumable upload (tus PATCH): GALLERY_LIMITS.uploadChunkBytes, which
  // this plain-JavaScript file cannot import; tests/unit/lib/requestGuard.test.ts holds them equal.
  galleryUploadChunk: 8 * 1024 * 1024,
}
/** The galleries' tus endpoint: an upload's creation, or one upload (32 hex digits), as routed. */
const GALLERY_UPLOADS = /^\/api\/gallery-uploads(?:\/[0-9a-f]{32})?\/?$/
/** Payload's endpoints that take a file, as they are routed (decoded): their bodies stream to disk. */
const API_UPLOADS = [/^\/api\/media(?:\/[^/]+)?\/?$/, /^\/api\/wordpress-imports\/upload\/?$/]
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

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
    // decodeURIComponent refuses the address: that is exactly the broken escape this check looks for.
    return true
  }
}

/**
 * The refusal for a request no route can take, or null to hand it to Next.
 * @param {string} method
 * @param {string} target the request line's target (`/path?query`)
 * @param {{ contentType?: string, nextAction?: boolean, signedIn?: boolean, origin?: string, contentLength?: string, chunked?: boolean, methodOverride?: boolean, authorization?: boolean }} [request]
 *   what the request's headers say: its Content-Type, whether it names a server action, whether it
 *   carries the admin's session cookie, its Origin, its Content-Length, whether its body comes in
 *   chunks (no length given), whether it asks for another method (X-HTTP-Method-Override), whether
 *   it carries an Authorization header (an API client's key or token)
 * @returns {{ status: 400 | 401 | 404 | 405 | 411 | 413 | 414, message: string, headers: Record<string, string> } | null} the
 *   message is the whole body (plain text, or JSON where headers say so)
 */
export function requestRefusal(method, target, request = {}) {
  if (!ALLOWED_METHODS.includes(method))
    return { status: 405, message: 'Método no admitido.', headers: { Allow: ALLOWED_METHODS.join(', ') } }
  if (target.length > MAX_TARGET_CHARS) return { status: 414, message: 'La dirección es demasiado larga.', headers: {} }
  const query = target.indexOf('?')
  const pathname = query === -1 ? target : target.slice(0, query)
  if (hasMalformedEscape(pathname)) return { status: 400, message: 'Dirección mal formada.', headers: {} }
  if (pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_CHARS))
    return { status: 404, message: 'No hay ninguna página en esta dirección.', headers: {} }
  if (
    method !== 'GET' &&
    method !== 'HEAD' &&
    method !== 'OPTIONS' &&
    WORDPRESS_ENDPOINTS.test(pathname) &&
    !POST_ENDPOINTS.some((endpoint) => endpoint.test(pathname))
  ) {
    // Under /wp-json/, in the shape (and the Spanish words) WordPress's REST API answers an unknown route.
    if (pathname.startsWith('/wp-json/'))
      return {
        status: 404,
        message: JSON.stringify({
          code: 'rest_no_route',
          message: 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
          data: { status: 404 },
        }),
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }
    return { status: 404, message: 'No hay nada que recibir en esta dirección.', headers: {} }
  }
  const api = apiBodyRefusal(method, decodeURIComponent(pathname), request)
  if (api) return api
  // Next reads a server action's Origin as a URL and answers 500 when it is not one.
  if (request.nextAction && request.origin !== undefined && !URL.canParse(request.origin))
    return { status: 400, message: 'Cabecera Origin no válida.', headers: {} }
  if (method === 'POST' && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
    // The admin's pages take no plain form post (Next would read one as a server action and fail),
    // and an anonymous visitor has no server action to send with files: Next's reader of such a
    // body lets a cut one escape as an uncaught error.
    if (!request.nextAction) return { status: 405, message: 'Método no admitido.', headers: { Allow: 'GET, HEAD' } }
    if (!request.signedIn && /^multipart\//i.test(request.contentType ?? ''))
      return { status: 401, message: 'Inicia sesión en el panel.', headers: {} }
  }
  return null
}

/**
 * A body to Payload's REST API it should not read: one of unknown length (chunked; browsers and
 * Payload's admin always give it), or one past API_BODY_LIMITS. A query sent as a form body with
 * X-HTTP-Method-Override: GET by an anonymous client gets the bound of a query string.
 * @param {string} method
 * @param {string} pathname decoded, as Payload routes it
 * @param {{ signedIn?: boolean, contentLength?: string, chunked?: boolean, methodOverride?: boolean, authorization?: boolean }} request
 * @returns {{ status: 411 | 413, message: string, headers: Record<string, string> } | null}
 */
function apiBodyRefusal(method, pathname, request) {
  if (
    !pathname.startsWith('/api/') ||
    !BODY_METHODS.includes(method) ||
    API_UPLOADS.some((upload) => upload.test(pathname))
  )
    return null
  const json = { 'Content-Type': 'application/json; charset=utf-8' }
  const refusal = (/** @type {411 | 413} */ status, /** @type {string} */ message) => ({
    status,
    message: JSON.stringify({ errors: [{ message }] }),
    headers: json,
  })
  if (request.chunked && request.contentLength === undefined)
    return refusal(411, 'Indica la longitud del cuerpo de la petición (Content-Length).')
  const length = Number(request.contentLength ?? 0)
  // Credentials are checked by Payload, after this: a forged one only earns the editors' bound.
  const credentials = request.signedIn || request.authorization
  const limit =
    request.methodOverride && !credentials
      ? MAX_TARGET_CHARS
      : credentials
        ? GALLERY_UPLOADS.test(pathname)
          ? API_BODY_LIMITS.galleryUploadChunk
          : API_BODY_LIMITS.signedIn
        : API_BODY_LIMITS.anonymous
  if (!(length <= limit))
    return refusal(413, `La petición es demasiado grande (como máximo ${Math.floor(limit / 1024)} KB).`)
  return null
}
