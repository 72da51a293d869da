import type { NewOutboxMessage, OutboxId, OutboxMessage } from './outboxMessage'

/** What is recorded when the SMTP server has taken a message. `note` keeps a partial rejection visible. */
export type SentInfo = { sentAt: Date; response: string; note?: string }

/** The counts the admin shows; "queued" includes messages being sent right now. */
export type OutboxSummary = { queued: number; failed: number; oldestQueuedAt: Date | null }

/**
 * Where the outbox keeps its messages. The one hard promise is `claimDue`: a message it returns to
 * one caller is leased, and no other caller (in this process or another) gets it until the lease
 * runs out or the message is marked. That is what keeps two workers from sending the same mail.
 */
export interface OutboxStore {
  enqueue(message: NewOutboxMessage): Promise<OutboxMessage>
  /** Leases up to `limit` messages due at `now` (queued, or left "sending" by a process that died) and counts the attempt. */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>
  markSent(id: OutboxId, info: SentInfo): Promise<void>
  markRetry(id: OutboxId, error: string, nextAttemptAt: Date): Promise<void>
  markFailed(id: OutboxId, error: string): Promise<void>
  summary(): Promise<OutboxSummary>
}
