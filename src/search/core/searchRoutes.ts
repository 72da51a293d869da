/** The internal route that draws the site search's results; the proxy rewrites WordPress's search addresses to it. */
export const SEARCH_ROUTE = '/wp-search'

/** The most pages of results a search address may ask for: WordPress's `paged` has no limit, ours need not either. */
const MAX_PAGE = 9999

/**
 * The search a request asks for as WordPress answers it, or null: `/?s={words}`, its later pages
 * `/page/{n}/?s={words}` and `/?s={words}&paged={n}`, and `/search/{words}/`. An empty `s` is not a search (WordPress shows
 * the front page). The page is NaN when its number is not one (the route answers 404).
 */
export function searchRequest(
  method: string,
  pathname: string,
  search: URLSearchParams,
): { query: string; page: number } | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (pathname.startsWith('/search/')) return prettySearch(pathname)
  const query = search.get('s')
  if (query === null || !query.trim()) return null
  let page = 1
  if (pathname !== '/' && pathname !== '/index.php') {
    const match = /^\/page\/(\d{1,4})\/$/.exec(pathname)
    if (!match) return null
    page = Number(match[1])
  } else if (search.has('paged')) {
    const paged = search.get('paged') ?? ''
    page = /^\d{1,4}$/.test(paged) ? Number(paged) : NaN
  }
  return { query, page: page >= 1 && page <= MAX_PAGE ? page : NaN }
}

/** WordPress's search base: `/search/{words}/` (`+` between words) and `/search/{words}/page/{n}/`. */
function prettySearch(pathname: string): { query: string; page: number } | null {
  const match = /^\/search\/([^/]{1,200})\/(?:page\/(\d{1,4})\/)?$/.exec(pathname)
  if (!match) return null
  let query: string
  try {
    query = decodeURIComponent(match[1]!.replace(/\+/g, ' '))
  } catch {
    // A malformed escape in the visitor's address is no search: null, as for any other address that is not one.
    return null
  }
  const page = match[2] ? Number(match[2]) : 1
  return query.trim() ? { query, page: page >= 1 && page <= MAX_PAGE ? page : NaN } : null
}

/** A results page's address, as WordPress links them: `/?s=…` and `/page/{n}/?s=…`. */
export const searchPagePath = (query: string, page: number) =>
  `${page > 1 ? `/page/${page}/` : '/'}?s=${encodeURIComponent(query).replace(/%20/g, '+')}`
