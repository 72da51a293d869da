import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SearchView } from '@/components/SearchView'
import { searchSite } from '@/data/search'
import { SEARCH_LIMITS } from '@/search/core/searchTerms'

// Results depend on the words asked: drawn on each request (the one exception to prerendering),
// from the database's own full-text index, and kept out of search engines.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The words and page the proxy passed on (search/core/searchRoutes): a repeated parameter counts once. */
async function asked(searchParams: Props['searchParams']) {
  const params = await searchParams
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const query = one(params.s).trim().slice(0, SEARCH_LIMITS.queryChars)
  const paged = one(params.paged)
  return { query, page: /^\d{1,4}$/.test(paged) ? Number(paged) : paged ? NaN : 1 }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = await asked(searchParams)
  return { title: `Resultados de búsqueda de «${query}»`, robots: { index: false } }
}

/** WordPress's search results (`/?s=…`, `/page/2/?s=…`), which src/proxy.ts rewrites here. */
export default async function SearchPage({ searchParams }: Props) {
  const { query, page } = await asked(searchParams)
  if (!query || !Number.isInteger(page) || page < 1) notFound()
  const { results, total, totalPages } = await searchSite(query, page)
  // Past the last page, as WordPress: not found (the first page always answers, even empty).
  if (page > 1 && page > totalPages) notFound()
  return <SearchView query={query} page={page} total={total} totalPages={totalPages} results={results} />
}
