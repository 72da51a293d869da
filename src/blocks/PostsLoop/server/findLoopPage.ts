import 'server-only'

import { getHomePageId } from '@/data/globals'
import { getLoopPage } from '@/data/loop'

import { findLoopBlock, findLoopBlocks, type LoopBlockNode } from '../core/findLoopBlocks'

/**
 * The published page at a site path (`/` is the front page) with the posts loops it holds, or null
 * when no published page is there or it holds none: only such a page has a loop view to draw.
 */
export async function findLoopPageByPath(path: string): Promise<{ id: number; loops: LoopBlockNode[] } | null> {
  let page: { id: number; layout: unknown } | null
  if (path === '/') {
    const home = await getHomePageId()
    page = home ? await getLoopPage({ id: home }) : null
  } else {
    let segments: string[]
    try {
      segments = path.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      // A malformed escape in the visitor's path: no page has that address.
      return null
    }
    page = segments.length ? await getLoopPage({ path: segments.join('/') }) : null
  }
  const loops = page ? findLoopBlocks(page.layout) : []
  return page && loops.length ? { id: page.id, loops } : null
}

/**
 * The loop a refresh asks for: `no-page` when no published page has that id (drafts and articles
 * never hold one), `no-widget` when the page's published layout has no loop with that id.
 */
export async function findPublishedLoop(
  pageId: number,
  widgetId: string,
): Promise<LoopBlockNode | 'no-page' | 'no-widget'> {
  const page = await getLoopPage({ id: pageId })
  if (!page) return 'no-page'
  return findLoopBlock(page.layout, widgetId) ?? 'no-widget'
}
