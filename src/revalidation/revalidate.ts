import { revalidatePath } from 'next/cache'

import { errorMessage } from '@/lib/errorMessage'

type Context = Record<string, unknown> | undefined

/** What Next says when it runs outside a Next server: there is no cache to purge. */
const OUTSIDE_NEXT = 'static generation store missing'

/**
 * Asks Next to re-render a path on its next request. Outside a Next server (seed, migrations, the
 * import's worker, tests) Next throws, which is expected and stays quiet; any other failure is
 * logged as one line, and the caller goes on with the other paths, so one bad path leaves the
 * rest of the site fresh.
 */
function purge(path: string, type?: 'page' | 'layout'): void {
  try {
    revalidatePath(path, type)
  } catch (error) {
    const message = errorMessage(error)
    if (!message.includes(OUTSIDE_NEXT)) console.error(`No se ha podido renovar ${path}: ${message}`)
  }
}

/**
 * A route pattern as Next tags the cached answers of the site's routes: with their route group
 * (`_N_T_/(site)/category/[slug]/page`). Without it, `revalidatePath('/category/[slug]', 'page')`
 * matches no tag and the archives kept showing the list from before the publication.
 */
const site = (route: string) => `/(site)${route}`

/** The lists that show articles and pages: every page of the blog, of each archive, the feeds. */
const LIST_ROUTES: [string, 'page' | 'layout' | undefined][] = [
  ['/', undefined],
  ['/blog/', undefined],
  ['/feed/', undefined],
  ['/sitemap.xml', undefined],
  [site('/blog/page/[n]'), 'page'],
  [site('/category/[slug]'), 'page'],
  [site('/category/[slug]/page/[n]'), 'page'],
  [site('/tag/[slug]'), 'page'],
  [site('/tag/[slug]/page/[n]'), 'page'],
  [site('/author/[slug]'), 'page'],
  [site('/author/[slug]/page/[n]'), 'page'],
  [site('/wp-date/[period]/[n]'), 'page'],
  ['/comments/feed/', undefined],
  // An archive's feed is a route handler, tagged `…/route` rather than `…/page`: its layout tag reaches it.
  [site('/wp-archive-feed/[kind]/[slug]'), 'layout'],
]

/** Re-renders the given documents' addresses and every list that may show them. */
export function revalidateContent(paths: string[], context: Context): void {
  if (context?.disableRevalidate) return
  for (const path of new Set(paths)) purge(path)
  for (const [route, type] of LIST_ROUTES) purge(route, type)
}

/** Every page of the site, for changes to what all pages share (menu, footer, settings). */
export function revalidateEverything(context: Context): void {
  if (context?.disableRevalidate) return
  purge('/', 'layout')
  // Addresses that answered 404 (now perhaps an old archive's, under a base just set in the settings).
  purge(site('/[...slug]'), 'page')
}

/** Re-renders just these addresses (what a comment changes: its article, not the lists). */
export function revalidatePaths(paths: string[], context: Context): void {
  if (context?.disableRevalidate) return
  for (const path of new Set(paths)) purge(path)
}
