import { isTermSlug, LOOP_LIMITS } from './limits'
import type { LoopQuery } from './types'

/** Elementor Pro's page parameter of one loop widget: `?e-page-{id}=2`. */
export const pageParam = (widgetId: string) => `e-page-${widgetId}`

/** Elementor Pro's taxonomy-filter parameter of one loop widget: `?e-filter-{id}-category=slug`. */
export const filterParam = (widgetId: string) => `e-filter-${widgetId}-category`

/** A page number as an address writes it: digits without a leading zero, within the bounds; else null. */
export function readPageNumber(raw: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return null
  const page = Number(raw)
  return page <= LOOP_LIMITS.maxPage ? page : null
}

/**
 * The page and filter an address asks of one loop: page 1 and every category when it names
 * neither; null when it names them wrongly (page 0, `abc`, a term that is not a slug), which the
 * no-JavaScript view answers as a page that does not exist. Several terms are comma-separated
 * and joined with OR.
 */
export function readLoopQuery(search: URLSearchParams, widgetId: string): LoopQuery | null {
  const rawPage = search.get(pageParam(widgetId))
  const page = rawPage === null ? 1 : readPageNumber(rawPage)
  const rawFilter = search.get(filterParam(widgetId))
  const terms = rawFilter ? rawFilter.split(',') : []
  if (page === null || terms.length > LOOP_LIMITS.maxTerms || !terms.every(isTermSlug)) return null
  return { page, terms: [...new Set(terms)], join: 'OR' }
}

// Any loop's page or filter parameter, with the loop's id: e-page-{id}, e-filter-{id}-category.
const LOOP_PARAM = /^e-(?:page-([A-Za-z0-9_-]{1,64})|filter-([A-Za-z0-9_-]{1,64})-category)$/

/** Which loop a query parameter belongs to, and whether it is its page or its filter; null for any other parameter. */
export function loopParamOwner(key: string): { widgetId: string; kind: 'page' | 'filter' } | null {
  const match = LOOP_PARAM.exec(key)
  if (match?.[1]) return { widgetId: match[1], kind: 'page' }
  if (match?.[2]) return { widgetId: match[2], kind: 'filter' }
  return null
}

/**
 * Every other loop's page and filter in an address, as `key=value` pairs in their order: a link
 * of one loop keeps them, so that paging one loop does not send the others back to their start.
 * A value the loop could not read is left out (that loop then shows its first page), and so is
 * anything that is not a loop's (tracking parameters stay on the page they came to).
 */
function otherLoopParams(current: URLSearchParams, widgetId: string): string[] {
  const kept = new Map<string, string>()
  for (const [key, value] of current) {
    const owner = loopParamOwner(key)
    if (!owner || owner.widgetId === widgetId || kept.has(key)) continue
    if (owner.kind === 'page') {
      const page = readPageNumber(value)
      if (page !== null && page > 1) kept.set(key, String(page))
    } else {
      const terms = value.split(',')
      if (value && terms.length <= LOOP_LIMITS.maxTerms && terms.every(isTermSlug)) kept.set(key, terms.join(','))
    }
  }
  return [...kept].map(([key, value]) => `${key}=${value}`)
}

/**
 * The link to a page of a loop, relative to the page that holds it (`./`, `./?e-page-…=2`): the
 * same markup then serves the prerendered page, the refresh endpoint and the no-JavaScript view,
 * whatever the page's address. `current` is the query of the address being drawn (none on the
 * prerendered page): the other loops' parameters in it come first, unchanged; then this loop's
 * filter and page, page 1 never written.
 */
export function loopHref(
  widgetId: string,
  query: Pick<LoopQuery, 'page' | 'terms'>,
  current: URLSearchParams | string = '',
): string {
  const search = typeof current === 'string' ? new URLSearchParams(current) : current
  const params = otherLoopParams(search, widgetId)
  if (query.terms.length) params.push(`${filterParam(widgetId)}=${query.terms.map(encodeURIComponent).join(',')}`)
  if (query.page > 1) params.push(`${pageParam(widgetId)}=${query.page}`)
  return params.length ? `./?${params.join('&')}` : './'
}
