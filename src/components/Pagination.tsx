import { IntentLink } from '@/components/IntentLink.client'

/** The page numbers shown: all of them, or for a long list the first, the last and two either side of the current one. */
const shownPages = (page: number, totalPages: number, compact: boolean) =>
  Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (n) => !compact || n === 1 || n === totalPages || Math.abs(n - page) <= 2,
  )

/** Numbered pagination with previous and next, as WordPress's archive pages have it; nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  pageUrl,
  label,
  compact = false,
}: {
  page: number
  totalPages: number
  pageUrl: (page: number) => string
  label: string
  compact?: boolean
}) {
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <IntentLink href={pageUrl(page - 1)} rel="prev">
              « Anteriores
            </IntentLink>
          </li>
        )}
        {shownPages(page, totalPages, compact).map((n, i, shown) => (
          <li key={n} className={i > 0 && n - shown[i - 1]! > 1 ? 'pagination__after-gap' : undefined}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <IntentLink href={pageUrl(n)} aria-label={`Página ${n}`}>
                {n}
              </IntentLink>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <IntentLink href={pageUrl(page + 1)} rel="next">
              Siguientes »
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
