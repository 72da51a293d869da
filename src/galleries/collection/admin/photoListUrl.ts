import type { PhotoSet, PhotoState } from '@/galleries/core/galleryTypes'

type Query = {
  set?: PhotoSet
  state?: PhotoState
  favourite?: boolean
  /** Payload's list (`/api/gallery-photos`) or its count (`/api/gallery-photos/count`). */
  count?: boolean
  limit?: number
  select?: readonly string[]
}

/**
 * A gallery's photos through the REST API, with the editor's session, in the bracket form Payload
 * reads (`where[gallery][equals]=…`): only the fields the admin shows, sorted as the client sees them.
 */
export function photoListUrl(api: string, galleryId: number | string, query: Query): string {
  const params = new URLSearchParams()
  let i = 0
  const where = (field: string, value: string) => params.set(`where[and][${i++}][${field}][equals]`, value)
  where('gallery', String(galleryId))
  if (query.set) where('set', query.set)
  if (query.state) where('state', query.state)
  if (query.favourite !== undefined) where('favourite', String(query.favourite))
  params.set('depth', '0')
  if (!query.count) {
    params.set('limit', String(query.limit ?? 10))
    params.set('sort', 'position,filename')
    for (const field of query.select ?? []) params.set(`select[${field}]`, 'true')
  }
  return `${api}/gallery-photos${query.count ? '/count' : ''}?${params}`
}
