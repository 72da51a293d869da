import { loopParamOwner } from './loopParams'
import { LOOP_VIEW_PATH_PARAM } from './loopRoutes'

/**
 * A page's address with every loop's page and filter taken out (and the loop view's own `path`),
 * other parameters kept in their order: where a loop parameter on a page without a loop leads, as
 * WordPress ignores parameters it does not know (an old bookmark to a page whose loop was removed).
 */
export function withoutLoopParams(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams([...search].filter(([key]) => key !== LOOP_VIEW_PATH_PARAM && !loopParamOwner(key)))
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}
