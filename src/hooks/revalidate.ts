import { revalidatePath } from 'next/cache'

/**
 * Asks Next to re-render the given paths on their next request. Outside a Next server (seed,
 * migrations, tests) there is no cache to purge and Next throws; that is expected and ignored.
 */
export function revalidatePaths(paths: string[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  for (const path of new Set(paths)) {
    try {
      revalidatePath(path)
    } catch {
      return
    }
  }
}

/** Lists that show any post or page: they change whenever one is published or withdrawn. */
export const LIST_PATHS = ['/', '/blog/', '/feed/', '/sitemap.xml']

/** Every page of the site, for changes to what all pages share (menu, footer, settings). */
export function revalidateEverything(context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Not inside a Next server: nothing is cached.
  }
}
