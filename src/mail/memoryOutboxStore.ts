import type { NewOutboxMessage, OutboxId, OutboxMessage } from './outboxMessage'
import type { OutboxStore } from './outboxStore'

/** A message may be claimed when it is due and nobody holds a live lease on it. */
export function isClaimable(message: OutboxMessage, now: Date): boolean {
  return (
    (message.status === 'queued' || message.status === 'sending') &&
    message.nextAttemptAt <= now &&
    (message.leaseUntil === undefined || message.leaseUntil <= now)
  )
}

/** The in-memory store also lets tests look inside and requeue, as an editor would in the admin. */
export type MemoryOutboxStore = OutboxStore & {
  get(id: OutboxId): OutboxMessage | undefined
  all(): OutboxMessage[]
  /** Overwrites stored fields, for tests that simulate what another process or a crash left behind. */
  patch(id: OutboxId, fields: Partial<OutboxMessage>): void
}

/**
 * An OutboxStore in a Map, for unit tests and for a process that can afford to lose its queue.
 * Claims are atomic because nothing between the check and the lease awaits: JavaScript runs the
 * whole loop before any other caller's code.
 */
export function memoryOutboxStore(): MemoryOutboxStore {
  const rows = new Map<OutboxId, OutboxMessage>()
  let nextId = 1
  const copy = (m: OutboxMessage): OutboxMessage => structuredClone(m)
  const update = (id: OutboxId, fields: Partial<OutboxMessage>) => {
    const row = rows.get(id)
    if (!row) throw new Error(`Outbox message ${id} does not exist`)
    rows.set(id, { ...row, ...fields })
  }

  return {
    async enqueue(message: NewOutboxMessage) {
      const row = { ...structuredClone(message), id: String(nextId++) }
      rows.set(row.id, row)
      return copy(row)
    },
    async claimDue(now, leaseMs, limit) {
      const due = [...rows.values()]
        .filter((m) => isClaimable(m, now))
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
        .slice(0, limit)
      for (const m of due) {
        update(m.id, { status: 'sending', attempts: m.attempts + 1, leaseUntil: new Date(now.getTime() + leaseMs) })
      }
      return due.map((m) => copy(rows.get(m.id)!))
    },
    async markSent(id, { sentAt, response, note }) {
      update(id, { status: 'sent', sentAt, smtpResponse: response, lastError: note, leaseUntil: undefined })
    },
    async markRetry(id, error, nextAttemptAt) {
      update(id, { status: 'queued', lastError: error, nextAttemptAt, leaseUntil: undefined })
    },
    async markFailed(id, error) {
      update(id, { status: 'failed', lastError: error, leaseUntil: undefined })
    },
    async summary() {
      const all = [...rows.values()]
      const waiting = all.filter((m) => m.status === 'queued' || m.status === 'sending')
      const oldest = waiting.reduce<Date | null>((o, m) => (o === null || m.createdAt < o ? m.createdAt : o), null)
      return { queued: waiting.length, failed: all.filter((m) => m.status === 'failed').length, oldestQueuedAt: oldest }
    },
    get: (id) => {
      const row = rows.get(id)
      return row && copy(row)
    },
    all: () => [...rows.values()].map(copy),
    patch: update,
  }
}
