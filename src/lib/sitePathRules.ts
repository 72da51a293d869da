/**
 * Which request paths are site pages (WordPress permalinks, which end in a slash) and which are
 * not: the admin, the APIs, Next's assets and anything that looks like a file keep their form.
 */
import { isAppRoutePath } from './reservedPaths'

export function isSitePage(pathname: string): boolean {
  if (isAppRoutePath(pathname)) return false
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

/** The redirect target that adds the trailing slash WordPress permalinks have, or null. */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname === '/' || pathname.endsWith('/') || !isSitePage(pathname)) return null
  return `${pathname}/`
}

/** Whether a path is the admin's (/admin and below). */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** Whether a request for / carries an old WordPress id link (?p= or ?page_id=). */
export const isIdLink = (pathname: string, search: URLSearchParams) => pathname === '/' && (search.has('p') || search.has('page_id'))

// One check for the proxy (which `next dev` runs too) and the production server's first look.
export { hasMalformedEscape } from './requestGuard.mjs'
