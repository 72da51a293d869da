/**
 * WordPress addresses that Revela answers by another one of its own, or by an archive's feed: the
 * feed's other formats (`/feed/atom/`, `?feed=rss2`), an item's `/embed/` and `/trackback/`, the
 * core sitemap (`/wp-sitemap.xml`), and the feeds of category, tag and author archives. Pure: the
 * proxy asks, the routes answer.
 */

/** The internal route an archive's feed is rewritten to: `/wp-archive-feed/{kind}/{slug}`. */
export const ARCHIVE_FEED_ROUTE = '/wp-archive-feed'

export type ArchiveFeed = { kind: 'category' | 'tag' | 'author'; slug: string }

/** WordPress's feed formats after `/feed/`; Revela serves RSS 2.0 for all of them. */
const FEED_FORMATS = new Set(['rss2', 'rss', 'atom', 'rdf'])
/** `?feed=` values: the posts' feed in any format, or the comments'. */
const QUERY_FEEDS: ReadonlyMap<string, string> = new Map([
  ['rss2', '/feed/'],
  ['rss', '/feed/'],
  ['atom', '/feed/'],
  ['rdf', '/feed/'],
  ['comments-rss2', '/comments/feed/'],
  ['comments-atom', '/comments/feed/'],
])
/** Segments WordPress appends to an item's address for other readers: oEmbed's view and pingbacks. */
const ITEM_SUFFIXES = new Set(['embed', 'trackback'])
const MAX_PATH = 1024

/** Where an old address now lives (a 301), or null when it is not one of these. */
export function legacyRedirect(pathname: string, search: URLSearchParams): string | null {
  if (pathname.length > MAX_PATH) return null
  if (pathname === '/wp-sitemap.xml' || /^\/wp-sitemap-[a-z0-9-]{1,100}\.xml$/.test(pathname)) return '/sitemap.xml'
  if (pathname === '/' || pathname === '/index.php') {
    return QUERY_FEEDS.get(search.get('feed') ?? '') ?? null
  }
  if (!pathname.endsWith('/')) return null
  const segments = pathname.slice(1, -1).split('/')
  const last = segments.at(-1)!
  // `/feed/atom/`, `/comments/feed/rss2/`, `/{article}/feed/atom/`: the same feed in RSS 2.0.
  if (segments.length >= 2 && segments.at(-2) === 'feed' && FEED_FORMATS.has(last))
    return `/${segments.slice(0, -1).join('/')}/`
  // `/{article}/embed/`, `/{article}/trackback/`: the item itself.
  if (segments.length >= 2 && ITEM_SUFFIXES.has(last) && segments.every(Boolean))
    return `/${segments.slice(0, -1).join('/')}/`
  return null
}

/**
 * The archive whose feed an address asks for: `/category/{…parents}/{slug}/feed/` (the category
 * is the last segment), `/tag/{slug}/feed/`, `/author/{slug}/feed/`.
 */
export function archiveFeed(pathname: string): ArchiveFeed | null {
  if (pathname.length > MAX_PATH || !pathname.endsWith('/feed/')) return null
  const segments = pathname.slice(1, -'/feed/'.length).split('/')
  const [base, ...rest] = segments
  if (rest.length === 0 || rest.some((s) => !s)) return null
  if (base === 'category' && rest.length <= 8) return { kind: 'category', slug: rest.at(-1)! }
  if ((base === 'tag' || base === 'author') && rest.length === 1) return { kind: base, slug: rest[0]! }
  return null
}
