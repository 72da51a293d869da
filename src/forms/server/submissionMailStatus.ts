import type { Payload } from 'payload'

import type { OutboxId } from '@/mail/outboxMessage'
import type { OutboxStore } from '@/mail/outboxStore'

/**
 * The outbox store, plus: when a message about a submission is sent or gives up, the submission's
 * "Correo" column says so, so the inbox shows at a glance which messages the studio was told about.
 */
export function withSubmissionMailStatus(store: OutboxStore, payload: Payload): OutboxStore {
  const reflect = async (id: OutboxId, mailStatus: 'sent' | 'failed') => {
    const message = (await payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true, disableErrors: true })) as {
      source?: { kind?: string | null; documentId?: string | null } | null
    } | null
    const submissionId = Number(message?.source?.kind === 'submission' ? message.source.documentId : NaN)
    if (!Number.isSafeInteger(submissionId)) return
    await payload.update({ collection: 'form-submissions', id: submissionId, data: { mailStatus }, overrideAccess: true, depth: 0 }).catch(() => undefined) // deleted meanwhile: nothing to show
  }
  return {
    ...store,
    enqueue: (m) => store.enqueue(m),
    claimDue: (now, leaseMs, limit) => store.claimDue(now, leaseMs, limit),
    summary: () => store.summary(),
    markRetry: (id, error, next) => store.markRetry(id, error, next),
    async markSent(id, info) {
      await store.markSent(id, info)
      await reflect(id, 'sent')
    },
    async markFailed(id, error) {
      await store.markFailed(id, error)
      await reflect(id, 'failed')
    },
  }
}
