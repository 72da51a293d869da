/**
 * Which request paths are site pages (WordPress permalinks, which end in a slash) and which are
 * not: the admin, the APIs, Next's assets and anything that looks like a file keep their form.
 */
import { isAppRoutePath } from '@/lib/reservedPaths'

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

/** Whether a request is an old WordPress query link (/?p=, /index.php?cat=…): addresses/wpQueryLinks. */
export { isWpQueryLink as isIdLink } from './wpQueryLinks'

// One check for the proxy (which `next dev` runs too) and the production server's first look.
export { hasMalformedEscape } from '@/lib/requestGuard.mjs'
