import type { QueryField } from './queryField'

/** PostgreSQL's `integer`, the type of every id and relation column. */
const INT32 = { min: -2147483648, max: 2147483647 }
const LISTS = new Set(['in', 'not_in', 'all'])
const MAX_LIST = 500

type Scalar = string | number | boolean | null
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** One value for a field of this kind, or why not (in Spanish). A null asks for «no value» and is always fine. */
function valueProblem(field: QueryField, value: Scalar): string | null {
  if (value === null) return null
  const text = String(value).trim()
  switch (field.kind) {
    case 'integer': {
      const n = Number(text)
      return /^-?\d{1,10}$/.test(text) && n >= INT32.min && n <= INT32.max
        ? null
        : `«${text.slice(0, 40)}» no es un identificador válido.`
    }
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? null : `«${text.slice(0, 40)}» no es un número.`
    case 'date': {
      const time = typeof value === 'number' ? value : Date.parse(text)
      return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? null : `«${text.slice(0, 40)}» no es una fecha.`
    }
    case 'checkbox':
      return ['true', 'false', '1', '0'].includes(text) ? null : `«${text.slice(0, 40)}» no es «true» ni «false».`
    default:
      return typeof value === 'boolean' ? `«${text}» no es un texto.` : null
  }
}

/**
 * Why this operand cannot be asked of this field with this operator, or null when it can: `exists`
 * takes true or false; `in`, `not_in` and `all` a list (or a comma-separated text, as Payload reads
 * it) of at most 500 values; every other operator one value. Each value must suit the field: an id
 * an integer, a date a date. Payload passed such values to the database as they came (`NaN`,
 * `Infinity`, an array for `equals`), which refused them with a 500.
 */
export function operandProblem(field: QueryField, operator: string, operand: unknown): string | null {
  if (operator === 'exists')
    return ['true', 'false'].includes(String(operand)) ? null : '«exists» admite «true» o «false».'
  if (LISTS.has(operator)) {
    const list = typeof operand === 'string' ? operand.split(',') : operand
    if (!Array.isArray(list) || !list.every(isScalar)) return `«${operator}» necesita una lista de valores.`
    if (list.length > MAX_LIST) return `«${operator}» admite como máximo ${MAX_LIST} valores.`
    for (const value of list) {
      const problem = valueProblem(field, value)
      if (problem) return problem
    }
    return null
  }
  if (!isScalar(operand)) return `«${operator}» necesita un solo valor.`
  return valueProblem(field, operand)
}
