import 'server-only'

import { getHomePageId } from '@/data/globals'
import { getPageById } from '@/data/pages'
import type { PageRef } from '@/payments/core/paymentButtonFields'
import { pagePermalink } from '@/lib/permalink'

/**
 * The address of a page a button refers to (its success or cancel page), or null when the page is
 * gone or not published, so that the visitor is sent back to the button's own page instead.
 */
export async function pagePathOf(ref: PageRef): Promise<string | null> {
  if (ref === null || ref === undefined) return null
  // A page the relationship brought in comes as it is stored, published or not; by id, published only.
  const page = typeof ref === 'number' ? await getPageById(ref) : ref
  if (!page || page._status === 'draft' || !(page.path || page.slug)) return null
  return pagePermalink(page, await getHomePageId(), page.id)
}
