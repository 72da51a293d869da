import type { Payload } from 'payload'

import { purgeSpentTokens } from '@/antispam/store/payloadSpentTokenStore'
import { purgeUntouchedDrafts } from '@/jobs/purgeUntouchedDrafts'
import { env } from '@/env'
import { errorMessage } from '@/lib/errorMessage'
import { requestRevalidation } from '@/lib/requestRevalidation'
import { nodemailerTransport } from '@/mail/nodemailerTransport'
import { createOutboxWorker, type OutboxWorker } from '@/mail/outboxWorker'
import { payloadOutboxStore } from '@/mail/payloadOutboxStore'
import { runningWorker, setRunningWorker } from '@/mail/runningWorker'

import { oneInstanceAtATime } from './oneInstanceAtATime'
import { purgeCommentData, purgeConsentRecords, purgeGalleryEvents, purgeOldSubmissions } from './retention'
import { withSubmissionMailStatus } from '@/forms/server/submissionMailStatus'
import { reconcile } from '@/search/server/searchIndex'
import { kickPhotoPreparation } from '@/galleries/server/photos/photoPreparation'
import { siteGalleryUploads } from '@/galleries/server/upload/siteGalleryUploads'
import { expireGalleries } from '@/galleries/server/expireGalleries'

const HOUR_MS = 60 * 60 * 1000
/** How often scheduled publications that are due are made: at most this late. */
const SCHEDULE_CHECK_MS = 60 * 1000
/** Due publications made per check (a larger backlog continues on the next one). */
const SCHEDULE_BATCH = 20

/**
 * Starts what runs beside the web server: the outbox (every few seconds, and at once after a new
 * message), every minute the scheduled publications that are due, and, hourly, the retention purge of old submissions, of commenters' data and old spam
 * comments, of expired proofs of consent, of the galleries' old access log, and of expired CAPTCHA tokens.
 * Several app instances may each start them: a mail is claimed by one (mail/payloadOutboxStore's
 * atomic lease), and the publications and the purge run on one instance at a time (oneInstanceAtATime).
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

  // purgeAll logs its own failures; what reaches here is the lock's connection or query failing.
  const housekeeping = () =>
    oneInstanceAtATime(payload, 'housekeeping', purgeAll).catch((error: unknown) => {
      payload.logger.warn(
        `La limpieza periódica no ha podido empezar; se reintentará en una hora: ${errorMessage(error)}`,
      )
      return false
    })
  const purgeAll = async () => {
    try {
      const removed = await purgeOldSubmissions(payload)
      if (removed > 0) payload.logger.info(`Retención: ${removed} mensajes antiguos borrados.`)
      const comments = await purgeCommentData(payload)
      if (comments.cleared > 0)
        payload.logger.info(`Retención: datos del envío borrados de ${comments.cleared} comentarios antiguos.`)
      if (comments.deleted > 0)
        payload.logger.info(`Retención: ${comments.deleted} comentarios en spam o en la papelera borrados.`)
      const consents = await purgeConsentRecords(payload)
      if (consents > 0) payload.logger.info(`Retención: ${consents} registros de consentimiento caducados borrados.`)
      const galleryEvents = await purgeGalleryEvents(payload)
      if (galleryEvents > 0)
        payload.logger.info(
          `Retención: ${galleryEvents} entradas antiguas del registro de accesos a galerías borradas.`,
        )
      await purgeSpentTokens(payload)
      const drafts = await purgeUntouchedDrafts(payload)
      if (drafts > 0)
        payload.logger.info(`Limpieza: ${drafts} borradores sin título y sin contenido abandonados borrados.`)
      const galleries = await expireGalleries(payload)
      if (galleries.expired + galleries.warned + galleries.filesDeleted > 0)
        payload.logger.info(
          `Galerías: ${galleries.expired} caducadas, ${galleries.warned} avisos de borrado, fotos borradas de ${galleries.filesDeleted}.`,
        )
      const uploads = await (await siteGalleryUploads()).cleanUpExpired()
      if (uploads > 0) payload.logger.info(`Galerías: ${uploads} subidas sin terminar y caducadas borradas.`)
    } catch (error) {
      payload.logger.error(
        { err: error },
        'La limpieza periódica de mensajes, comentarios y registros de consentimiento antiguos ha fallado; se reintentará en una hora.',
      )
    }
  }
  void housekeeping()
  setInterval(housekeeping, HOUR_MS).unref()
  setInterval(() => void publishScheduled(payload), SCHEDULE_CHECK_MS).unref()
  void indexForSearch(payload)
  // Client galleries' photos waiting for their web sizes (an upload kicks it at once; this catches a restart).
  kickPhotoPreparation(payload)
  setInterval(() => kickPhotoPreparation(payload), SCHEDULE_CHECK_MS).unref()
  setInterval(() => void indexForSearch(payload), SCHEDULE_CHECK_MS).unref()
  return worker
}

/**
 * Brings the site search's index up to date with what was written past the collections' hooks (an
 * import's rows, a restored backup, a database just migrated), so that no visitor's search waits
 * for it: at start, then every minute, a few hundred documents at a time, on one instance.
 */
async function indexForSearch(payload: Payload): Promise<void> {
  await oneInstanceAtATime(payload, 'search-index', async () => {
    for (let round = 0; round < 20 && (await reconcile(payload, 200)) > 0; round++);
  }).catch((error: unknown) =>
    payload.logger.error(
      { err: error },
      'La actualización del índice de búsqueda ha fallado; se reintentará en un minuto.',
    ),
  )
}

/**
 * Makes the scheduled publications that are due (Payload's schedulePublish jobs, queued by the
 * admin's «Programar publicación» or by an import), then has the site re-rendered: the job saves
 * outside any page request, where Next cannot be told directly. One instance at a time runs them
 * (oneInstanceAtATime): Payload's claim alone could let two pick up one job.
 */
export async function publishScheduled(payload: Payload): Promise<number> {
  let done = 0
  const ran = await oneInstanceAtATime(payload, 'scheduled-publications', async () => {
    done = await publishDue(payload)
  }).catch((error: unknown) => {
    payload.logger.error({ err: error }, 'La publicación programada ha fallado; se reintentará en un minuto.')
    return false
  })
  return ran ? done : 0
}

async function publishDue(payload: Payload): Promise<number> {
  try {
    const result = await payload.jobs.run({
      queue: 'default',
      limit: SCHEDULE_BATCH,
      where: { taskSlug: { equals: 'schedulePublish' } },
    })
    const done = Object.values(result.jobStatus ?? {}).filter((s) => s.status === 'success').length
    if (done > 0) {
      const e = env()
      if (!(await requestRevalidation(e.port, e.payloadSecret)))
        payload.logger.warn(
          'Publicación programada hecha, pero el sitio no ha respondido a la revalidación: se verá al reiniciarlo.',
        )
    }
    return done
  } catch (error) {
    payload.logger.error({ err: error }, 'La publicación programada ha fallado; se reintentará en un minuto.')
    return 0
  }
}
