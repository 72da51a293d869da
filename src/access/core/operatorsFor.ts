import type { QueryField } from './queryField'

const COMPARE = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
] as const

/**
 * The operators a field's kind answers. `near`, `within` and `intersects` are for map points, which
 * no collection has (the database adapter has no function for them: a query with one was a 500);
 * `all` only for a field holding several values; `like` and `contains` only where there is text.
 */
export function operatorsFor(field: QueryField): readonly string[] {
  const many = 'hasMany' in field && field.hasMany ? (['all', 'contains'] as const) : []
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'date':
      return [...COMPARE, ...many]
    case 'checkbox':
      return ['equals', 'not_equals', 'in', 'not_in', 'exists']
    case 'text':
      return [...COMPARE, 'like', 'not_like', 'contains', ...many]
    case 'document':
      return ['like', 'not_like', 'contains', 'exists']
    case 'unqueryable':
      return []
  }
}
