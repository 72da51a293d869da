import { filterParam, pageParam } from '../core/loopParams'

/** The JSON body Elementor Pro's loop posts to refresh-loop, for the address a link points to. */
export interface RefreshBody {
  post_id: number
  widget_id: string
  widget_filters: { category?: { terms: string[]; logicalJoin: 'OR' } }
  pagination_base_url: string
}

/**
 * What to ask the endpoint for a loop's link: its filter moves from the address into
 * `widget_filters` (Elementor's taxonomy shape), its page stays in the address the server reads.
 */
export function refreshBody(href: string, widgetId: string, postId: number): RefreshBody {
  const url = new URL(href)
  const filter = url.searchParams.get(filterParam(widgetId))
  return {
    post_id: postId,
    widget_id: widgetId,
    widget_filters: filter ? { category: { terms: filter.split(','), logicalJoin: 'OR' } } : {},
    pagination_base_url: url.href,
  }
}

/**
 * Which state of one loop an address shows, as a short key: two addresses with the same key show
 * the same cards, whatever else changes in them (another loop's page, a #fragment).
 */
export function loopStateKey(href: string, widgetId: string): string {
  const search = new URL(href).searchParams
  return `${search.get(filterParam(widgetId)) ?? ''}|${search.get(pageParam(widgetId)) ?? '1'}`
}

/** The page's id from the front-end configuration (`#revela-config`), as Elementor reads `config.post.id`. */
export function readPostId(json: string | null | undefined): number | null {
  try {
    const id = (JSON.parse(json ?? '') as { post?: { id?: unknown } | null }).post?.id
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
  } catch {
    // No configuration, or not JSON: without the page's id the loop falls back to its no-JavaScript links.
    return null
  }
}
