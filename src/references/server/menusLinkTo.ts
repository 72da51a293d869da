import type { PayloadRequest } from 'payload'

import { menuLinksTo, type MenuItem } from '../core/pruneMenu'

/**
 * Whether the main menu or the footer's links lead to this page or article. Every page of the site
 * draws them, so when its public address appears (first publish), changes or goes, all pages are
 * redrawn, not only its own.
 */
export async function menusLinkTo(
  req: PayloadRequest,
  collection: 'pages' | 'posts',
  id: number | string,
): Promise<boolean> {
  const header = await req.payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true, req })
  if (menuLinksTo(header.items as MenuItem[] | null | undefined, collection, id)) return true
  const footer = await req.payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true, req })
  return menuLinksTo(footer.legalLinks as MenuItem[] | null | undefined, collection, id)
}
