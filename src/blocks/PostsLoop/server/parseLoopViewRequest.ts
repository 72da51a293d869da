import { loopParamOwner, readLoopQuery } from '../core/loopParams'
import type { LoopQuery } from '../core/types'

export interface LoopViewRequest {
  /** The page asked for, a path on this site ending in a slash. */
  path: string
  /** Each loop named in the address, with what it asks (null: asked wrongly, shown as out of range). */
  queries: Map<string, LoopQuery | null>
}

// A path on this site only: one leading slash (not `//host`), no backslash, space, quote or query.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s"'<>\\?#]*\/$|^\/$/

/** Reads the no-JavaScript view's path and every loop's page and filter; null for a path off this site. */
export function parseLoopViewRequest(path: string | null, search: URLSearchParams): LoopViewRequest | null {
  if (!path || path.length > 2000 || !SAME_SITE_PATH.test(path)) return null
  const queries = new Map<string, LoopQuery | null>()
  for (const key of search.keys()) {
    const id = loopParamOwner(key)?.widgetId
    if (id && !queries.has(id)) queries.set(id, readLoopQuery(search, id))
  }
  return { path, queries }
}
