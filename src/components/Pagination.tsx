import Link from 'next/link'

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
            <Link href={pageUrl(page - 1)} rel="prev">
              « Anteriores
            </Link>
          </li>
        )}
        {shownPages(page, totalPages, compact).map((n, i, shown) => (
          <li key={n} className={i > 0 && n - shown[i - 1]! > 1 ? 'pagination__after-gap' : undefined}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link href={pageUrl(n)} aria-label={`Página ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link href={pageUrl(page + 1)} rel="next">
              Siguientes »
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
