import { isReservedSegment } from '@/lib/reservedPaths'

import { loopParamOwner } from './loopParams'

/**
 * The internal route behind a page asked with a loop's page or filter in its address
 * (`/?e-page-{id}=2`, `/?e-filter-{id}-category=consejos`): the prerendered page cannot show
 * them, so the proxy rewrites such requests there (the no-JavaScript pagination and filter).
 */
export const LOOP_VIEW_ROUTE = '/wp-loop-view'

/** The query parameter, and the request header, that carry the page's path to the loop view. */
export const LOOP_VIEW_PATH_PARAM = 'path'
export const LOOP_VIEW_PATH_HEADER = 'x-revela-loop-path'

/** Whether a request is a page asked with a loop's page or filter (the no-JavaScript links). */
export function isLoopViewRequest(method: string, pathname: string, search: URLSearchParams): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !pathname.endsWith('/')) return false
  // The site's own routes and the CMS are never pages that could hold a loop.
  if (isReservedSegment(pathname.split('/')[1] ?? '')) return false
  return [...search.keys()].some((key) => loopParamOwner(key) !== null)
}
