import { randomUUID } from 'node:crypto'

import type { MailDraft, NewOutboxMessage } from './outboxMessage'

/** A Message-ID of the form `<uuid@domain>` (RFC 5322 §3.6.4), unique without coordination. */
export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`
}

/**
 * Turns a draft into a message ready to enqueue: queued (or held, for the notice of a message judged
 * spam), due now, with its Message-ID fixed once.
 */
export function queuedMessage(
  draft: MailDraft,
  { now, domain, held = false }: { now: Date; domain: string; held?: boolean },
): NewOutboxMessage {
  return {
    ...draft,
    messageId: newMessageId(domain),
    status: held ? 'held' : 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }
}
