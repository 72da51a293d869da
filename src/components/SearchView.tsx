import { IntentLink } from '@/components/IntentLink.client'

import type { SearchResult } from '@/data/search'
import { POSTS_PER_PAGE } from '@/lib/constants'
import { formatDate } from '@/lib/formatDate'
import { searchPagePath } from '@/search/core/searchRoutes'

import { Pagination } from './Pagination'
import { SearchForm } from './SearchForm'

/** The site search's results page: the form again, the results with their page links, or a clear empty state. */
export function SearchView({
  query,
  page,
  total,
  totalPages,
  results,
}: {
  query: string
  page: number
  total: number
  totalPages: number
  results: SearchResult[]
}) {
  return (
    <div className="archive search-results">
      <header className="page-header">
        <p className="archive-kicker">Búsqueda</p>
        <h1>
          Resultados de «{query}»{page > 1 ? ` · página ${page}` : ''}
        </h1>
        <p className="search-results__count" role="status">
          {total === 0
            ? 'Ningún resultado.'
            : total === 1
              ? 'Un resultado.'
              : `${total.toLocaleString('es-ES')} resultados.`}
        </p>
        <SearchForm query={query} />
      </header>
      {total === 0 ? (
        <div className="search-results__empty">
          <p>No hemos encontrado nada con esas palabras.</p>
          <p>
            Prueba con menos palabras o con otras parecidas, o echa un vistazo al{' '}
            <IntentLink href="/blog/">blog</IntentLink>.
          </p>
        </div>
      ) : (
        <>
          <ol className="search-results__list" start={(page - 1) * POSTS_PER_PAGE + 1}>
            {results.map((r) => (
              <li key={r.key} className="search-result">
                <h2 className="search-result__title">
                  <IntentLink href={r.href}>{r.title}</IntentLink>
                </h2>
                {r.date && (
                  <p className="search-result__date">
                    <time dateTime={r.date}>{formatDate(r.date)}</time>
                  </p>
                )}
                {r.excerpt && <p className="search-result__excerpt">{r.excerpt}</p>}
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            totalPages={totalPages}
            pageUrl={(n) => searchPagePath(query, n)}
            label="Páginas de resultados"
            compact
          />
        </>
      )}
    </div>
  )
}
