import { revalidateTag } from 'next/cache'

import { errorMessage } from '@/lib/errorMessage'

import { isOutsideNext } from './outsideNext'

type Context = Record<string, unknown> | undefined

/**
 * Expires the renders that carry any of these tags (revalidation/cacheTags): each is drawn again
 * on its next request. Expired at once rather than served stale while redrawn: a withdrawn article
 * must leave the blog on the very next request. Each tag on its own, so one failure (logged as one
 * line) leaves the rest of the site fresh. A save with `disableRevalidate` (the seed, the import,
 * which revalidates once at its end) expires nothing.
 */
export function revalidateTags(tags: Iterable<string>, context: Context): void {
  if (context?.disableRevalidate) return
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!isOutsideNext(error)) console.error(`No se ha podido renovar lo marcado «${tag}»: ${errorMessage(error)}`)
    }
  }
}
