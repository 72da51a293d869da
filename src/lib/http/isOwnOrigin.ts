/**
 * Whether a request may come from the site's own pages: browsers send `Origin` with every
 * cross-site POST, so one naming another site (or `null`, a sandboxed frame) is refused; a request
 * without it (a same-origin beacon in an older browser, curl) is judged by its body alone.
 */
export function isOwnOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin')
  return origin === null || origin === new URL(siteUrl).origin
}
