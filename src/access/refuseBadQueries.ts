import { APIError, type CollectionBeforeOperationHook, NotFound } from 'payload'

import { whereProblem } from './core/whereProblem'
import { queryFields } from './server/queryFields'

/** An id as the database keeps it: a 32-bit integer (a REST path's `1e400` became Infinity and a 500). */
const validId = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) && Math.abs(id) <= 2147483647 : /^-?\d{1,10}$/.test(String(id)) && Math.abs(Number(id)) <= 2147483647

/**
 * Refuses, with a 400 in Spanish (an unknown id with a 404), what a REST client asks that the
 * database would fail on with a 500: a `where` whose operators or values do not suit its fields
 * (core/whereProblem), a page that is not a positive integer, an id that is not one. The site's
 * own reads (the local API) are trusted as they are.
 */
export const refuseBadQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI === 'local') return args
  const asked = args as { where?: unknown; page?: unknown; limit?: unknown; id?: unknown }
  if (asked.id !== undefined && asked.id !== null && !validId(asked.id)) throw new NotFound(req.t)
  if (asked.page !== undefined && !(Number.isSafeInteger(asked.page) && Number(asked.page) >= 1))
    throw new APIError('La página pedida no es válida: indica un número entero desde 1.', 400)
  if (asked.limit !== undefined && !(Number.isSafeInteger(asked.limit) && Number(asked.limit) >= 0))
    throw new APIError('El límite pedido no es válido: indica un número entero desde 0.', 400)
  const problem = whereProblem(asked.where, queryFields(req.payload, collection))
  if (problem) throw new APIError(problem, 400)
  return args
}
