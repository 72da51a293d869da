import type { Payload, PayloadRequest, Where } from 'payload'

import { atomicUpdateOne } from '@/db/payloadInternals'

import { fromDoc, toData, type OutboxDoc } from './outboxDoc'
import type { NewOutboxMessage, OutboxId, OutboxMessage } from './outboxMessage'
import type { OutboxStore } from './outboxStore'

/**
 * The part of Payload this store uses, typed for the outbox. The generated types in payload-types.ts
 * know a collection only once they are regenerated with it registered, and whichever way they
 * change this file should not, so Payload is seen through this narrow view (one cast, below).
 */
type OutboxApi = {
  create(a: {
    collection: 'outbox'
    data: Record<string, unknown>
    overrideAccess: true
    depth: 0
    req?: PayloadRequest
  }): Promise<OutboxDoc>
  find(a: {
    collection: 'outbox'
    where: Where
    sort?: string
    limit: number
    overrideAccess: true
    depth: 0
    pagination: false
  }): Promise<{ docs: OutboxDoc[] }>
  findByID(a: { collection: 'outbox'; id: OutboxId; overrideAccess: true; depth: 0 }): Promise<OutboxDoc>
  update(a: {
    collection: 'outbox'
    id: OutboxId
    data: Record<string, unknown>
    overrideAccess: true
    depth: 0
  }): Promise<OutboxDoc>
  count(a: { collection: 'outbox'; where: Where; overrideAccess: true }): Promise<{ totalDocs: number }>
}

const collection = 'outbox'
const waiting: Where = { status: { in: ['queued', 'sending'] } }

/** Due at `now` and not held by a live lease: the same test as the in-memory store's isClaimable. */
const claimable = (now: string): Where[] => [
  waiting,
  { nextAttemptAt: { less_than_equal: now } },
  { or: [{ leaseUntil: { exists: false } }, { leaseUntil: { less_than_equal: now } }] },
]

/**
 * Stores a new message. With `req`, the row joins that request's transaction, so a message about
 * a submission exists exactly when the submission does.
 */
export async function insertOutboxMessage(
  payload: Payload,
  message: NewOutboxMessage,
  req?: PayloadRequest,
): Promise<OutboxMessage> {
  const api = payload as unknown as OutboxApi
  return fromDoc(await api.create({ collection, data: toData(message), overrideAccess: true, depth: 0, req }))
}

/** An OutboxStore on Payload's database, for the running site. Every write bypasses access control. */
export function payloadOutboxStore(payload: Payload): OutboxStore {
  const api = payload as unknown as OutboxApi

  const update = async (id: OutboxId, data: Record<string, unknown>) => {
    await api.update({ collection, id, data, overrideAccess: true, depth: 0 })
  }

  /**
   * Leases one candidate, or learns that someone else did. Payload's `payload.update({ where })`
   * would not do: it selects the matching ids and then updates each by id, so two processes that
   * both saw the row unleased would both "win" (another process's SQLite connection, and
   * PostgreSQL's default READ COMMITTED does not re-check a SELECT). The database adapter's
   * `updateOne` with `options.atomic` (db/payloadInternals' atomicUpdateOne) issues one
   * `UPDATE … WHERE <claimable> RETURNING *` instead:
   * SQLite lets one writer at a time run a statement, so the second finds the lease already set;
   * PostgreSQL locks the row and re-evaluates the WHERE against the committed version, so the second
   * updates nothing. Either way exactly one caller gets the row back. This holds across processes
   * and app instances on one database, as long as their clocks agree to well within OUTBOX.leaseMs.
   */
  const claimOne = async (id: OutboxId, now: Date, leaseMs: number) => {
    const at = now.toISOString()
    const claimed = await atomicUpdateOne(payload.db, {
      collection,
      where: { and: [{ id: { equals: id } }, ...claimable(at)] },
      data: {
        status: 'sending',
        attempts: { $inc: 1 },
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        updatedAt: at,
      },
    })
    // The atomic update returns only the main table; recipients (hasMany) live in a side table.
    return claimed ? fromDoc(await api.findByID({ collection, id, overrideAccess: true, depth: 0 })) : undefined
  }

  return {
    enqueue: (message) => insertOutboxMessage(payload, message),
    async claimDue(now, leaseMs, limit) {
      const { docs } = await api.find({
        collection,
        where: { and: claimable(now.toISOString()) },
        sort: 'nextAttemptAt',
        limit,
        overrideAccess: true,
        depth: 0,
        pagination: false,
      })
      const claimed: OutboxMessage[] = []
      for (const doc of docs) {
        const message = await claimOne(doc.id, now, leaseMs)
        if (message) claimed.push(message)
      }
      return claimed
    },
    async markSent(id, { sentAt, response, note }) {
      await update(id, {
        status: 'sent',
        sentAt: sentAt.toISOString(),
        smtpResponse: response,
        lastError: note ?? null,
        leaseUntil: null,
      })
    },
    async markRetry(id, error, nextAttemptAt) {
      await update(id, {
        status: 'queued',
        lastError: error,
        nextAttemptAt: nextAttemptAt.toISOString(),
        leaseUntil: null,
      })
    },
    async markFailed(id, error) {
      await update(id, { status: 'failed', lastError: error, leaseUntil: null })
    },
    async summary() {
      const [queued, failed, oldest] = await Promise.all([
        api.count({ collection, where: waiting, overrideAccess: true }),
        api.count({ collection, where: { status: { equals: 'failed' } }, overrideAccess: true }),
        api.find({
          collection,
          where: waiting,
          sort: 'createdAt',
          limit: 1,
          overrideAccess: true,
          depth: 0,
          pagination: false,
        }),
      ])
      const first = oldest.docs[0]
      return {
        queued: queued.totalDocs,
        failed: failed.totalDocs,
        oldestQueuedAt: first ? new Date(first.createdAt) : null,
      }
    },
  }
}
