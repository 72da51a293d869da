import type { OutboxMessage } from './outboxMessage'

/**
 * What an editor's "requeue" changes on a failed message: back in the queue, due now, with a fresh
 * count of attempts so the back-off starts again. The last error stays until the next try replaces it.
 */
export function requeued(now: Date): Pick<OutboxMessage, 'status' | 'attempts' | 'nextAttemptAt'> {
  return { status: 'queued', attempts: 0, nextAttemptAt: now }
}
