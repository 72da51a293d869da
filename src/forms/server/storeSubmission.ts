import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { notKeptFields } from '@/forms/notKeptFiles'
import { errorMessage } from '@/lib/errorMessage'
import { fieldLabels } from '@/forms/template/fieldLabels'
import { runningWorker } from '@/mail/runningWorker'
import type { Form, SiteSetting } from '@/payload-types'
import { diskProblem } from '@/storage/diskProblem'

import type { AcceptedSubmission } from './handleFeedback'
import { queueSubmissionMails } from './queueSubmissionMails'
import { removeByPrefix, storeSubmissionFiles, type WrittenFiles } from './storeSubmissionFiles'
import { submissionSummary } from './submissionSummary'

export interface SubmissionMeta {
  doc: Form
  settings: SiteSetting
  siteUrl: string
  fallbackAdminEmail: string
  remoteIp: string
  userAgent: string
  referer: string
  containerPostId: number
  /** Whether the form's auto-reply may go out (not for posts without JavaScript). */
  autoReply: boolean
  /** Files are kept in an S3 bucket rather than on this machine's disk. */
  filesInBucket: boolean
}

/**
 * Stores a submission, its files and its mails before anything is sent: when this returns the
 * message is in the studio's inbox and its mail in the outbox, so an SMTP outage loses nothing.
 * Spam keeps no file bytes (a bot could fill the disk or the bucket with them, and nobody opens
 * them): only each file's name, size and type, with the message, which the admin shows.
 * It is one transaction, on PostgreSQL and on SQLite (db/SerializedSqliteClient), and a failure
 * stores nothing: no submission without its mail job, no file record without its submission, and
 * the files already written are removed. (Should an adapter run without transactions, the
 * submission written first is kept, marked "Fallido", and the caller answers mail_failed.)
 */
export async function storeSubmission(payload: Payload, s: AcceptedSubmission, meta: SubmissionMeta): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const transactional = Boolean(req.transactionID)
  let submissionId: number | undefined
  const written: WrittenFiles = { prefixes: [], ids: [] }
  const staticDir = payload.collections['submission-files'].config.upload.staticDir ?? ''
  try {
    const attachments = await storeSubmissionFiles(
      payload,
      s.spam ? [] : s.files,
      { staticDir, inBucket: meta.filesInBucket, req },
      written,
    )
    submissionId = await createSubmission(payload, s, meta, written.ids, req)
    await queueSubmissionMails(payload, s, meta, { id: submissionId, attachments }, req)
    await commitTransaction(req)
    runningWorker()?.kick()
  } catch (error) {
    await killTransaction(req)
    // Without a transaction the submission written first is kept, and so are its files.
    if (submissionId !== undefined && !transactional)
      await payload
        .update({
          collection: 'form-submissions',
          id: submissionId,
          data: { mailStatus: 'failed' },
          overrideAccess: true,
        })
        .catch((e: unknown) =>
          payload.logger.warn(`No se ha podido marcar el envío ${submissionId} como fallido: ${errorMessage(e)}`),
        )
    else await removeWrittenFiles(payload, written, staticDir, meta.filesInBucket)
    // A disk full or read-only is named with its fix: Payload's own error only says the upload failed.
    const disk =
      written.prefixes.length > 0 && !meta.filesInBucket
        ? await diskProblem(staticDir, Math.max(...s.files.map((f) => f.size)))
        : null
    payload.logger.error(
      { err: error },
      `No se ha podido guardar un mensaje del formulario de contacto${disk ? `: ${disk}` : ''}`,
    )
    throw error
  }
}

/** The submission's record, in the transaction, pointing at its stored files; returns its id. */
async function createSubmission(
  payload: Payload,
  s: AcceptedSubmission,
  meta: SubmissionMeta,
  fileIds: number[],
  req: PayloadRequest,
): Promise<number> {
  const summary = submissionSummary(s.tags, s.values, fieldLabels(s.form.template))
  const submission = await payload.create({
    collection: 'form-submissions',
    data: {
      form: s.form.id,
      formTitle: s.form.title,
      name: summary.name,
      email: summary.email,
      summary: summary.text,
      fields: [
        ...[...s.values].map(([name, value]) => ({ name, value: value.length === 1 ? value[0] : value })),
        ...(s.spam ? notKeptFields(s.files) : []),
      ],
      files: fileIds,
      status: s.spam ? 'spam' : 'received',
      spamReasons: s.spam?.reasons,
      mailStatus: s.spam ? 'held' : 'queued',
      pageUrl: meta.referer,
      containerPost: meta.containerPostId || undefined,
      remoteIp: meta.remoteIp,
      userAgent: meta.userAgent.slice(0, 500),
      postedDataHash: s.postedDataHash,
    },
    overrideAccess: true,
    req,
  })
  return submission.id
}

/**
 * Files written before the failure: a rollback does not remove them from disk, and without a
 * submission nothing would ever delete them.
 */
async function removeWrittenFiles(
  payload: Payload,
  written: WrittenFiles,
  staticDir: string,
  inBucket: boolean,
): Promise<void> {
  if (written.prefixes.length === 0) return
  if (written.ids.length > 0)
    await payload
      .delete({ collection: 'submission-files', where: { id: { in: written.ids } }, overrideAccess: true })
      .catch((e: unknown) =>
        payload.logger.warn(`No se han podido borrar los archivos de un envío fallido: ${errorMessage(e)}`),
      )
  if (!inBucket) await removeByPrefix(staticDir, written.prefixes)
}
