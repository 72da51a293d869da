import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

import { checkedDrizzle, type DialectDrizzle } from './drizzleOf'
import { internalOf, PayloadInternalChanged } from './payloadInternalChanged'

/**
 * The Drizzle handle of the request's open transaction: `adapter.sessions[id].db`, where
 * @payloadcms/drizzle 3.90 keeps each transaction begun (dist/transactions/beginTransaction.js) and
 * from which its own operations take theirs (dist/utilities/getTransaction.js, whose fallback to
 * `adapter.drizzle` this repeats: outside a transaction, or once it has ended). Needed so that raw
 * SQL beside Payload's (search and references indexes, the import's multi-row INSERTs) commits or
 * rolls back with the documents of the same request.
 */
export async function transactionDrizzle(
  db: BaseDatabaseAdapter,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<DialectDrizzle> {
  if (!req?.transactionID) return checkedDrizzle(db, internalOf(db, 'drizzle'), 'db.drizzle')
  const sessions = internalOf(db, 'sessions')
  if (sessions === null || typeof sessions !== 'object')
    throw new PayloadInternalChanged(`db.sessions (${db.name} adapter, @payloadcms/drizzle)`, sessions)
  const session = internalOf(sessions, String(await req.transactionID))
  if (session === undefined) return checkedDrizzle(db, internalOf(db, 'drizzle'), 'db.drizzle')
  return checkedDrizzle(db, internalOf(session, 'db'), 'db.sessions[transactionID].db')
}
