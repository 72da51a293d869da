import { loopHref, readLoopQuery } from '../core/loopParams'
import { FIRST_PAGE } from '../core/types'

/**
 * The address a loop's link leads to from the page as it is now: this loop's page and filter from
 * the link, every other loop's from the current address. A link drawn before another loop of the
 * page changed in place (the prerendered page's links, or a region kept for back and forward)
 * still carries that loop's old parameters, or none, and following it as drawn would send that
 * loop back.
 */
export function loopLinkTarget(linkHref: string, currentHref: string, widgetId: string): string {
  const link = new URL(linkHref)
  const query = readLoopQuery(link.searchParams, widgetId) ?? FIRST_PAGE
  return new URL(loopHref(widgetId, query, new URL(currentHref).searchParams), link).href
}
