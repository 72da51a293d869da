import type { Payload } from 'payload'

import type { OutboxSource } from './outboxMessage'
import { runningWorker } from './runningWorker'

/**
 * Sends the mails held back for a message judged spam, now that an editor has released it: they
 * become due at once. Returns how many there were.
 */
export async function releaseHeldMail(payload: Payload, source: OutboxSource): Promise<number> {
  // Without the editor's request: the outbox lets editors requeue only failed mails, and this
  // release is the server's decision once the editor released the message itself.
  const { docs } = await payload.update({
    collection: 'outbox',
    where: {
      and: [
        { status: { equals: 'held' } },
        { 'source.kind': { equals: source.kind } },
        { 'source.documentId': { equals: String(source.id) } },
      ],
    },
    data: { status: 'queued', nextAttemptAt: new Date().toISOString() },
    overrideAccess: true,
  })
  runningWorker()?.kick()
  return docs.length
}
