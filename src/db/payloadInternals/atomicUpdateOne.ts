import type { BaseDatabaseAdapter, CollectionSlug, Where } from 'payload'

import { hasMethods, PayloadInternalChanged } from './payloadInternalChanged'

/**
 * One `UPDATE … WHERE <where> RETURNING *`: the adapter's updateOne with `options: {}`,
 * an option of @payloadcms/drizzle 3.90's updateOne (dist/updateOne.js) that Payload's types only
 * know as `options?: Record<string, unknown>`. Without it updateOne selects the matching id first
 * and then updates by id, so two processes could both win the same row; the outbox's leases
 * (mail/payloadOutboxStore) rely on exactly one winner. The row, or null when `where` matched none.
 * Only fields stored on the main table, and `$inc`.
 */
export async function atomicUpdateOne(
  db: BaseDatabaseAdapter,
  args: { collection: CollectionSlug; where: Where; data: Record<string, unknown> },
): Promise<Record<string, unknown> | null> {
  if ((db.name !== 'sqlite' && db.name !== 'postgres') || !hasMethods(db, 'updateOne')) {
    throw new PayloadInternalChanged(`db.updateOne options.atomic (@payloadcms/drizzle; adapter '${db.name}')`, db)
  }
  const row: unknown = await db.updateOne({ ...args, options: { atomic: true } })
  return row && typeof row === 'object' ? (row as Record<string, unknown>) : null
}
