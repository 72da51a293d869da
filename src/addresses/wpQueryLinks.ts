/**
 * WordPress's "ugly" links, which every WordPress site answers whatever its permalinks: a query on
 * / or /index.php naming a document or an archive by id or slug. Pure: which one a request names.
 */
export type WpQueryLink =
  | { kind: 'post-or-page'; id: number }
  | { kind: 'page' | 'attachment' | 'category' | 'author'; id: number }
  | { kind: 'tag'; slug: string }
  | { kind: 'date'; path: string }
  | { kind: 'home' }

/** The parameters, in the order WordPress's query gives them precedence. */
const KEYS = ['p', 'page_id', 'attachment_id', 'cat', 'tag', 'author', 'm'] as const

const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN)

/** Whether a path is the one WordPress's query links are made on. */
const isQueryPath = (pathname: string) => pathname === '/' || pathname === '/index.php'

/** Whether the proxy hands this request to the id-link route (app/(site)/wp-permalink). */
export function isWpQueryLink(pathname: string, search: URLSearchParams): boolean {
  if (!isQueryPath(pathname)) return false
  // A search narrowed to an archive (`?s=boda&cat=3`) is a search; a single document still wins.
  const searching = Boolean(search.get('s')?.trim())
  if (searching) return ['p', 'page_id', 'attachment_id'].some((k) => search.has(k))
  return pathname === '/index.php' || KEYS.some((k) => search.has(k))
}

/**
 * What a query link names, or null when it names nothing that exists in that form (an id that is
 * not a number): the route answers 404. `/index.php` alone is the front page. `?m=2024`, `?m=202403`
 * and `?m=20240315` are the date archives; `?tag=` takes a slug.
 */
export function wpQueryLink(search: URLSearchParams): WpQueryLink | null {
  const key = KEYS.find((k) => search.has(k))
  if (!key) return { kind: 'home' }
  const raw = (search.get(key) ?? '').trim()
  switch (key) {
    case 'p':
      return Number.isSafeInteger(idOf(raw)) ? { kind: 'post-or-page', id: idOf(raw) } : null
    case 'page_id':
    case 'attachment_id':
    case 'cat':
    case 'author': {
      const kind = ({ page_id: 'page', attachment_id: 'attachment', cat: 'category', author: 'author' } as const)[key]
      return Number.isSafeInteger(idOf(raw)) ? { kind, id: idOf(raw) } : null
    }
    case 'tag':
      // A slug as WordPress makes them; several (`a,b`, `a+b`) name no single archive.
      return /^[\p{L}\p{N}_-]{1,200}$/u.test(raw) ? { kind: 'tag', slug: raw.toLowerCase() } : null
    case 'm': {
      const match = /^(\d{4})(\d{2})?(\d{2})?$/.exec(raw)
      if (!match) return null
      return { kind: 'date', path: `/${match.slice(1).filter(Boolean).join('/')}/` }
    }
  }
}
