import type { Payload } from 'payload'

import { errorMessage } from '@/lib/errorMessage'

import type { OutboxId } from '@/mail/outboxMessage'
import type { OutboxStore } from '@/mail/outboxStore'

/**
 * The outbox store, plus: when a message about a submission is sent or gives up, the submission's
 * "Correo" column says so, so the inbox shows at a glance which messages the studio was told about.
 */
export function withSubmissionMailStatus(store: OutboxStore, payload: Payload): OutboxStore {
  const reflect = async (id: OutboxId, mailStatus: 'sent' | 'failed') => {
    const message = (await payload.findByID({
      collection: 'outbox',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as {
      source?: { kind?: string | null; documentId?: string | null } | null
    } | null
    const submissionId = Number(message?.source?.kind === 'submission' ? message.source.documentId : NaN)
    if (!Number.isSafeInteger(submissionId)) return
    await payload
      .update({
        collection: 'form-submissions',
        id: submissionId,
        data: { mailStatus },
        overrideAccess: true,
        depth: 0,
      })
      .catch((error: unknown) => {
        // Deleted meanwhile (by an editor, or the retention purge): there is no row left to show it on.
        if ((error as { status?: unknown }).status === 404) return
        payload.logger.warn(
          `No se ha podido anotar el estado del correo en el mensaje ${submissionId}: ${errorMessage(error)}`,
        )
      })
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
