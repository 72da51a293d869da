import { type CollectionBeforeOperationHook, NotFound } from 'payload'

import { whereTerms } from './capAnonymousReads'
import { whereProblem } from './core/whereProblem'
import { QueryRefused } from './queryRefused'
import { queryFields } from './server/queryFields'

/**
 * The most conditions one query may hold, whoever asks: SQLite nests each `or` one level deeper and
 * stops at 1,000 («Expression tree is too large», a 500). The admin's own queries hold a few.
 */
export const MAX_WHERE_TERMS = 200

/** An id as the database keeps it: a 32-bit integer (a REST path's `1e400` became Infinity and a 500). */
const validId = (id: unknown) =>
  typeof id === 'number'
    ? Number.isSafeInteger(id) && Math.abs(id) <= 2147483647
    : /^-?\d{1,10}$/.test(String(id)) && Math.abs(Number(id)) <= 2147483647

/**
 * Refuses, with a 400 in Spanish (an unknown id with a 404), what a REST client asks that the
 * database would fail on with a 500: a `where` whose operators or values do not suit its fields
 * (core/whereProblem), a page that is not a positive integer, an id that is not one, a version of
 * a collection without versions. The site's own reads (the local API) are trusted as they are.
 */
export const refuseBadQueries: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  // A version of a collection that keeps none: Payload looked for the version and failed with a 500.
  if (operation === 'restoreVersion' && !collection.versions) throw new NotFound(req.t)
  const asked = args as { where?: unknown; page?: unknown; limit?: unknown; id?: unknown }
  if (asked.id !== undefined && asked.id !== null && !validId(asked.id)) throw new NotFound(req.t)
  if (asked.page !== undefined && !(Number.isSafeInteger(asked.page) && Number(asked.page) >= 1))
    throw new QueryRefused('La página pedida no es válida: indica un número entero desde 1.')
  if (asked.limit !== undefined && !(Number.isSafeInteger(asked.limit) && Number(asked.limit) >= 0))
    throw new QueryRefused('El límite pedido no es válido: indica un número entero desde 0.')
  if (whereTerms(asked.where as never, MAX_WHERE_TERMS) > MAX_WHERE_TERMS)
    throw new QueryRefused(`La consulta tiene demasiadas condiciones (como máximo ${MAX_WHERE_TERMS}).`)
  const problem = whereProblem(asked.where, queryFields(req.payload, collection))
  if (problem) throw new QueryRefused(problem)
  return args
}
