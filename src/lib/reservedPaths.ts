/**
 * The first path segments that are the site's own routes, never a page or an article: the list of
 * articles and its archives, feeds, the admin, the APIs, WordPress's own folders and the internal
 * routes the proxy rewrites to. One list for every check that must tell them apart (the comment
 * feeds, the posts loop's no-JavaScript view, the addresses an editor may choose).
 * What each is, in the editor's words, says why the address is taken.
 */
export const RESERVED_PATHS: Readonly<Record<string, string>> = {
  blog: 'la lista de artículos',
  category: 'las categorías',
  tag: 'las etiquetas',
  author: 'los artículos de cada autor',
  search: 'la búsqueda del sitio',
  feed: 'el feed de artículos',
  comments: 'el feed de comentarios',
  admin: 'el panel de administración',
  api: 'la API del sitio',
  next: 'la vista previa',
  _next: 'los archivos del sitio',
  'wp-json': 'la API de WordPress',
  'wp-admin': 'las direcciones de WordPress',
  'wp-content': 'las fotos subidas',
  'wp-includes': 'las direcciones de WordPress',
  'wpcf7-nojs': 'los formularios sin JavaScript',
  'wp-permalink': 'los enlaces antiguos de WordPress',
  'wp-comment-feed': 'el feed de comentarios',
  'wp-archive-feed': 'los feeds de cada archivo',
  'wp-comment-view': 'las respuestas sin JavaScript',
  'wp-loop-view': 'las listas de artículos sin JavaScript',
  'wp-search': 'la búsqueda del sitio',
  'wp-date': 'los archivos por fecha',
  healthz: 'la comprobación de que el servidor vive',
  readyz: 'la comprobación de que el servidor está listo',
  'galeria-privada': 'las galerías privadas de los clientes',
}

/** Whether an address's first segment is one of the site's own routes. */
export const isReservedSegment = (segment: string) => Object.hasOwn(RESERVED_PATHS, segment)

/**
 * Of those, the segments that are routes of the app rather than pages: the admin, the APIs, Next's
 * files and the internal routes. Their addresses keep the form they were asked in (no trailing
 * slash added).
 */
const APP_ROUTE_SEGMENTS = new Set([
  'admin',
  'api',
  'next',
  '_next',
  'wp-json',
  'wp-admin',
  'wp-content',
  'wp-includes',
  'wpcf7-nojs',
  'wp-permalink',
  'wp-comment-feed',
  'wp-comment-view',
  'wp-loop-view',
  'wp-search',
  'wp-date',
  'healthz',
  'readyz',
  'galeria-privada',
])

/** Whether a path (`/wp-json/…`) is one of the app's own routes, not a page. */
export const isAppRoutePath = (pathname: string) => APP_ROUTE_SEGMENTS.has(pathname.split('/')[1] ?? '')

/**
 * Of those, the routes that read a posted body themselves. A form posted anywhere else (a page, or
 * an address under an internal route that no route answers, which Next would hand to the pages'
 * catch-all as a server action and fail on) is taken for a contact form posted without JavaScript,
 * and that handler keeps or refuses it.
 */
const POST_ROUTE_SEGMENTS = new Set(['admin', 'api', 'next', '_next', 'wp-json', 'wp-admin', 'galeria-privada'])

/** Whether a path (`/wp-json/…`) belongs to a route that reads its own posts. */
export const isPostRoutePath = (pathname: string) => POST_ROUTE_SEGMENTS.has(pathname.split('/')[1] ?? '')
