import type { Payload, PayloadRequest } from 'payload'

import type { MailDraft, OutboxMessage } from './outboxMessage'
import { insertOutboxMessage } from './payloadOutboxStore'
import { queuedMessage } from './queuedMessage'
import { runningWorker } from './runningWorker'

/**
 * Puts a mail in the outbox (from then on it cannot be lost) and asks this process's worker to send
 * it at once. Inside a transaction (`req`) the worker cannot see the row until it is committed, so
 * that kick may find nothing; the caller should kick again after committing, or the next poll sends it.
 */
export async function enqueueMail(
  payload: Payload,
  draft: MailDraft,
  { domain, req, now = new Date(), held = false }: { domain: string; req?: PayloadRequest; now?: Date; held?: boolean },
): Promise<OutboxMessage> {
  const message = await insertOutboxMessage(payload, queuedMessage(draft, { now, domain, held }), req)
  runningWorker()?.kick()
  return message
}
