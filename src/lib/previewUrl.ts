/**
 * The admin's preview link: a route that checks the editor's session, turns on Next's draft mode
 * and redirects to the page. Relative, so it works on any host the admin is opened from.
 */
export function previewUrl(path: string): string {
  return `/next/preview?path=${encodeURIComponent(path)}`
}
