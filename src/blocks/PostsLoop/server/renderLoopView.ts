import { replaceRegion } from '@/lib/html/replaceRegion'

import type { LoopView } from '../core/types'
import { loopMarkers, renderLoopRegionMarked } from '../render'

/**
 * The prerendered page with one loop's region drawn for the page or filter asked (the same
 * renderer as the page itself); the page as it was when it lacks that loop's markers.
 */
export function renderLoopView(html: string, view: LoopView): string {
  return replaceRegion(html, loopMarkers(view.widgetId), renderLoopRegionMarked(view)) ?? html
}
