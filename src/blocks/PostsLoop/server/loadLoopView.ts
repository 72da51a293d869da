import 'server-only'

import { listLoopCategories, listLoopPosts } from '@/data/loop'

import { FIRST_PAGE, type LoopQuery, type LoopSettings, type LoopView } from '../core/types'
import { toLoopCard } from './toLoopCard'

/**
 * What one loop shows for a query: its cards, counts and filter choices. A query that could not
 * be read (null) shows nothing, as a page that does not exist. `search` is the query of the
 * address drawn, whose other loops' parameters the links keep ('' for the prerendered page).
 */
export async function loadLoopView(
  widgetId: string,
  settings: LoopSettings,
  query: LoopQuery | null,
  search = '',
): Promise<LoopView> {
  const categories = await listLoopCategories(settings.categoryId)
  const base = { widgetId, settings, categories, search }
  if (!query) return { ...base, query: FIRST_PAGE, cards: [], total: 0, pages: 0, outcome: 'out-of-range' }
  const result = await listLoopPosts({
    restrictTo: settings.categoryId,
    terms: query.terms,
    join: query.join,
    page: query.page,
    perPage: settings.perPage,
  })
  const cards = result.docs.map(toLoopCard)
  const first = query.page === 1 && query.terms.length === 0
  const outcome = cards.length > 0 ? 'posts' : first ? 'none' : 'out-of-range'
  return { ...base, query, cards, total: result.totalDocs, pages: result.totalPages, outcome }
}
