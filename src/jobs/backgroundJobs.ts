import type { Payload } from 'payload'

import { purgeSpentTokens } from '@/antispam/store/payloadSpentTokenStore'
import { env } from '@/env'
import { nodemailerTransport } from '@/mail/nodemailerTransport'
import { createOutboxWorker, type OutboxWorker } from '@/mail/outboxWorker'
import { payloadOutboxStore } from '@/mail/payloadOutboxStore'
import { runningWorker, setRunningWorker } from '@/mail/runningWorker'

import { purgeCommentData, purgeConsentRecords, purgeOldSubmissions } from './retention'
import { withSubmissionMailStatus } from './submissionMailStatus'

const HOUR_MS = 60 * 60 * 1000

/**
 * Starts what runs beside the web server: the outbox (every few seconds, and at once after a new
 * message) and, hourly, the retention purge of old submissions, of commenters' data and old spam
 * comments, of expired proofs of consent, and of expired CAPTCHA tokens.
 * Several app instances may each run them: claims and deletes are safe to race.
 */
export function startBackgroundJobs(payload: Payload): OutboxWorker {
  const existing = runningWorker()
  if (existing) return existing
  const e = env()
  const worker = createOutboxWorker({
    store: withSubmissionMailStatus(payloadOutboxStore(payload), payload),
    transport: e.smtpUrl ? nodemailerTransport(e.smtpUrl) : null,
    log: (line) => payload.logger.warn(line),
  })
  setRunningWorker(worker)
  worker.start()

  const housekeeping = async () => {
    try {
      const removed = await purgeOldSubmissions(payload)
      if (removed > 0) payload.logger.info(`Retención: ${removed} mensajes antiguos borrados.`)
      const comments = await purgeCommentData(payload)
      if (comments.cleared > 0) payload.logger.info(`Retención: datos del envío borrados de ${comments.cleared} comentarios antiguos.`)
      if (comments.deleted > 0) payload.logger.info(`Retención: ${comments.deleted} comentarios en spam o en la papelera borrados.`)
      const consents = await purgeConsentRecords(payload)
      if (consents > 0) payload.logger.info(`Retención: ${consents} registros de consentimiento caducados borrados.`)
      await purgeSpentTokens(payload)
    } catch (error) {
      payload.logger.error({ err: error }, 'La limpieza periódica de mensajes, comentarios y registros de consentimiento antiguos ha fallado; se reintentará en una hora.')
    }
  }
  void housekeeping()
  setInterval(housekeeping, HOUR_MS).unref()
  return worker
}
