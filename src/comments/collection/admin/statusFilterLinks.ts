import { COMMENT_STATUSES, type CommentStatus } from '@/comments/core/commentStatus'

/** The views of the comment list, as WordPress's "Todos | Pendientes | …" links name them. */
export type StatusFilterKey = 'all' | CommentStatus

/** «Todos» leaves out what the site never shows and nobody needs to read: spam and the bin. */
export const HIDDEN_FROM_ALL: readonly CommentStatus[] = ['spam', 'trash']

export const STATUS_FILTERS: readonly { key: StatusFilterKey; label: string }[] = [
  { key: 'all', label: 'Todos' },
  { key: 'pending', label: 'Pendientes' },
  { key: 'approved', label: 'Aprobados' },
  { key: 'spam', label: 'Spam' },
  { key: 'trash', label: 'Papelera' },
]

/** The query of a view in the form Payload's list view reads from the address (qs brackets). */
export function statusFilterQuery(key: StatusFilterKey, search?: string): string {
  const params = new URLSearchParams()
  if (key === 'all') params.set('where[status][not_in]', HIDDEN_FROM_ALL.join(','))
  else params.set('where[status][equals]', key)
  if (search) params.set('search', search)
  return `?${params}`
}

// `where[status][equals]`, or the same single condition as the list's own filter panel writes it
// (`where[or][0][and][0][status][equals]`), with an optional array index (`…[not_in][0]`).
const STATUS_KEY = /^where(?:\[or\]\[0\]\[and\]\[0\])?\[status\]\[(equals|not_in)\](?:\[\d+\])?$/

/**
 * Which view the address shows, so its link can be marked as the current one; null when the list
 * is filtered some other way (or not at all), as then none of the links describes it.
 */
export function currentStatusFilter(params: URLSearchParams): StatusFilterKey | null {
  let operator: string | null = null
  const values: string[] = []
  for (const [key, value] of params) {
    if (!key.startsWith('where')) continue
    const match = STATUS_KEY.exec(key)
    if (!match || (operator && operator !== match[1])) return null
    operator = match[1] ?? null
    values.push(...value.split(','))
  }
  if (operator === 'equals' && values.length === 1) {
    const status = COMMENT_STATUSES.find((s) => s === values[0])
    return status ?? null
  }
  if (
    operator === 'not_in' &&
    values.length === HIDDEN_FROM_ALL.length &&
    HIDDEN_FROM_ALL.every((s) => values.includes(s))
  )
    return 'all'
  return null
}
