import type { CollectionBeforeOperationHook, Where } from 'payload'

import { QueryRefused } from './queryRefused'

/**
 * What one anonymous REST read may ask (the site itself reads through the local API, uncapped):
 * a page of at most 100 documents, relations two levels deep, and a query of at most 50 terms.
 * Without it, `GET /api/posts?limit=0` answered 13 MB in two seconds per request and a few clients
 * took the process to 1.9 GB; a query of a thousand `or` terms reached the database whole.
 */
export const ANONYMOUS_READ = { maxLimit: 100, maxDepth: 2, maxWhereTerms: 50 } as const

const READS = new Set(['read', 'count', 'readDistinct'])

/** How many conditions a `where` holds, counted without recursion (a client chooses its depth). */
export function whereTerms(where: Where | undefined, stopAt = Infinity): number {
  let terms = 0
  const todo: unknown[] = [where]
  for (let next = todo.pop(); next !== undefined && terms <= stopAt; next = todo.pop()) {
    if (!next || typeof next !== 'object') continue
    for (const [key, value] of Object.entries(next)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) todo.push(...value)
      else terms++
    }
  }
  return terms
}

/** The hook: clamps an anonymous REST read's size and depth, refuses an oversized query in Spanish. */
export const capAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!READS.has(operation) || req.user || req.payloadAPI === 'local') return args
  const read = args as { limit?: number; depth?: number; pagination?: boolean; where?: Where }
  if (whereTerms(read.where, ANONYMOUS_READ.maxWhereTerms) > ANONYMOUS_READ.maxWhereTerms) {
    throw new QueryRefused(`La consulta tiene demasiadas condiciones (como máximo ${ANONYMOUS_READ.maxWhereTerms}).`)
  }
  const limit = Number(read.limit)
  if (read.limit !== undefined && (!(limit > 0) || limit > ANONYMOUS_READ.maxLimit))
    read.limit = ANONYMOUS_READ.maxLimit
  if (read.pagination === false) {
    read.pagination = true
    read.limit = Math.min(Number(read.limit) || ANONYMOUS_READ.maxLimit, ANONYMOUS_READ.maxLimit)
  }
  if (read.depth !== undefined && !(Number(read.depth) <= ANONYMOUS_READ.maxDepth)) read.depth = ANONYMOUS_READ.maxDepth
  return args
}
