import { unstable_cache } from 'next/cache'

import { isOutsideNext } from './outsideNext'

/** Next's own limit of tags per cached entry (NEXT_CACHE_TAG_MAX_ITEMS); a longer list is refused whole. */
const MAX_TAGS = 128

const marked = async () => true

/**
 * Marks the render under way with these tags (revalidation/cacheTags), so that expiring any of
 * them draws it again. Next adds the tags of every cached read a prerender makes to the page it
 * stores; this read caches nothing but the fact, so the site's own reads (Payload's local API,
 * which is not `fetch`) can tag the page that made them. Outside a prerender the tags go nowhere,
 * and outside a Next server (scripts, tests) there is nothing to mark.
 */
export async function tagRender(...tags: string[]): Promise<void> {
  const unique = [...new Set(tags)].slice(0, MAX_TAGS)
  if (unique.length === 0) return
  try {
    await unstable_cache(marked, ['revela-tags', ...unique], { tags: unique })()
  } catch (error) {
    // A render that cannot record its tags must not be stored untagged (it would never be renewed): it fails instead.
    if (!isOutsideNext(error)) throw error
  }
}
