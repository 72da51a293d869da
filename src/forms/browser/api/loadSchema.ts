import type { Schema } from '@/forms/swv'

/** A schema as the endpoint may answer it: an object with a rules array, else no schema (`[]`). */
export function asSchema(value: unknown): Schema | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const rules = (value as { rules?: unknown }).rules
  return Array.isArray(rules) ? (value as Schema) : null
}

/**
 * The schema of form `id`, fetched at most once per cache (one cache per page). A failed fetch is
 * logged and settles to null: the form then simply has no client-side validation.
 */
export function loadSchema(
  cache: Map<number, Promise<Schema | null>>,
  id: number,
  fetchSchema: () => Promise<unknown>,
  log: Pick<Console, 'error'>,
): Promise<Schema | null> {
  let pending = cache.get(id)
  if (!pending) {
    pending = fetchSchema().then(asSchema, (error: unknown) => {
      log.error(error)
      return null
    })
    cache.set(id, pending)
  }
  return pending
}
