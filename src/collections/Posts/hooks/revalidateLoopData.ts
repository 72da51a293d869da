import { revalidateTag } from 'next/cache'

import { LOOP_DATA_TAG } from '@/blocks/PostsLoop/core/loopDataTag'

/**
 * Drops what the posts loops keep of posts and categories (which categories have posts, which
 * posts each holds), for a post or a category published, changed, withdrawn or deleted. Expired at
 * once rather than served stale while refetched: a withdrawn post must leave the filter and the
 * category joins on the very next request, as it leaves the pages.
 */
export function revalidateLoopData(context: Record<string, unknown> | undefined): void {
  if (context?.disableRevalidate) return
  try {
    revalidateTag(LOOP_DATA_TAG, { expire: 0 })
  } catch {
    // Outside a Next server (seed, migrations, tests) there is no cache to purge, and Next throws.
  }
}
