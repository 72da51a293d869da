import Link from 'next/link'
import type { Payload, Where } from 'payload'

import { LOCALE } from '@/lib/constants'

import {
  currentStatusFilter,
  HIDDEN_FROM_ALL,
  STATUS_FILTERS,
  statusFilterQuery,
  type StatusFilterKey,
} from './statusFilterLinks'

type SearchParams = Record<string, string | string[] | undefined>

const whereFor = (key: StatusFilterKey): Where =>
  key === 'all' ? { status: { not_in: [...HIDDEN_FROM_ALL] } } : { status: { equals: key } }

/**
 * Above the comment list: WordPress's «Todos (n) | Pendientes (n) | Aprobados (n) | Spam (n) |
 * Papelera (n)». Each link filters the list through the address, the way Payload's own filters do,
 * so the view can be bookmarked and the filter panel shows it; the search box's text is kept.
 * Rendered on the server, so the counts are fresh on every change of the list.
 */
export async function CommentStatusFilter({
  payload,
  user,
  searchParams = {},
}: {
  payload: Payload
  user?: Parameters<Payload['count']>[0]['user']
  searchParams?: SearchParams
}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v)
  const current = currentStatusFilter(params)
  const search = params.get('search') ?? undefined
  const counts = await Promise.all(
    STATUS_FILTERS.map(({ key }) =>
      payload.count({ collection: 'comments', where: whereFor(key), user, overrideAccess: false }),
    ),
  )
  const number = new Intl.NumberFormat(LOCALE)
  const listUrl = `${payload.config.routes.admin}/collections/comments`

  return (
    <nav aria-label="Filtrar comentarios por estado" style={{ margin: '0 0 var(--base)' }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0', listStyle: 'none', margin: 0, padding: 0 }}>
        {STATUS_FILTERS.map(({ key, label }, i) => (
          <li key={key}>
            {i > 0 && (
              <span aria-hidden="true" style={{ padding: '0 0.5rem', color: 'var(--theme-elevation-400)' }}>
                |
              </span>
            )}
            <Link
              href={listUrl + statusFilterQuery(key, search)}
              prefetch={false}
              aria-current={current === key ? 'page' : undefined}
              style={{
                fontWeight: current === key ? 600 : undefined,
                textDecoration: current === key ? 'none' : undefined,
                color: 'inherit',
              }}
            >
              {label}{' '}
              <span style={{ color: 'var(--theme-elevation-500)' }}>({number.format(counts[i]?.totalDocs ?? 0)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
