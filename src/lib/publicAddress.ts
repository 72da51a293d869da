import { pagePermalink, postPermalink } from './permalink'

/**
 * Where a page or an article is on the public site, from what the admin holds of it; null while it
 * has no address yet (no slug). The front page's own path redirects to /, so it needs no special case.
 */
export function publicAddress(
  kind: 'page' | 'post',
  doc: { path?: string | null; slug?: string | null; legacyPath?: string | null } | null | undefined,
): string | null {
  if (!doc) return null
  if (kind === 'page') return doc.path || doc.slug ? pagePermalink(doc) : null
  return doc.slug || doc.legacyPath ? postPermalink(doc) : null
}
