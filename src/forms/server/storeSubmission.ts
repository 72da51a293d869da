import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { notKeptFields } from '@/forms/notKeptFiles'
import { fieldLabels } from '@/forms/template/fieldLabels'
import { enqueueMail } from '@/mail/enqueueMail'
import { runningWorker } from '@/mail/runningWorker'
import type { MailDraft, OutboxAttachment } from '@/mail/outboxMessage'
import type { Form, SiteSetting } from '@/payload-types'
import { diskProblem } from '@/storage/diskProblem'

import { autoReplyAllowed } from './autoReplyAllowed'
import { autoReplySpecialTags, autoReplyValues } from './autoReplyValues'
import { composeMail, type MailSettings } from './composeMail'
import type { AcceptedSubmission } from './handleFeedback'
import { mailSpecialTags } from './mailSpecialTags'
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
  const fileIds: number[] = []
  // Each file's stored name starts with a random prefix of its own: after a failure, what a write
  // left on disk (even a partial file, the disk full halfway) is found by it and removed.
  const prefixes: string[] = []
  const staticDir = payload.collections['submission-files'].config.upload.staticDir ?? ''
  try {
    const filesByField = new Map<string, OutboxAttachment[]>()
    for (const file of s.spam ? [] : s.files) {
      const data = await readFile(file.tmpPath)
      const prefix = randomBytes(6).toString('hex')
      prefixes.push(prefix)
      const created = await payload.create({
        collection: 'submission-files',
        data: { field: file.field },
        file: { data, mimetype: file.type, name: `${prefix}-${path.basename(file.name)}`, size: file.size },
        overrideAccess: true,
        req,
      })
      fileIds.push(created.id)
      const stored = path.join(staticDir, created.filename ?? '')
      // On disk the mail points at the stored file; in an S3 bucket there is no path, so the mail
      // carries the bytes itself.
      const attachment: OutboxAttachment = meta.filesInBucket
        ? { filename: file.name, content: data.toString('base64'), contentType: file.type }
        : { filename: file.name, path: stored, contentType: file.type }
      filesByField.set(file.field, [...(filesByField.get(file.field) ?? []), attachment])
    }

    const summary = submissionSummary(s.tags, s.values, fieldLabels(s.form.template))
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        form: s.form.id,
        formTitle: s.form.title,
        name: summary.name,
        email: summary.email,
        summary: summary.text,
        fields: [...[...s.values].map(([name, value]) => ({ name, value: value.length === 1 ? value[0] : value })), ...(s.spam ? notKeptFields(s.files) : [])],
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
    submissionId = submission.id

    const special = mailSpecialTags({
      siteTitle: meta.settings.studioName,
      siteDescription: meta.settings.tagline ?? '',
      siteUrl: meta.siteUrl,
      adminEmail: meta.settings.email || meta.fallbackAdminEmail,
      remoteIp: meta.remoteIp,
      userAgent: meta.userAgent,
      url: meta.referer,
      formTitle: s.form.title,
      serialNumber: String(submission.id),
      post: null,
      now: new Date(),
    })
    const values = Object.fromEntries(s.values)
    // The files' names stand for their tags in the mail, kept or not (a released spam's notice names
    // what the sender attached, with nothing attached).
    const fileNames = new Map<string, string[]>()
    for (const file of s.files) fileNames.set(file.field, [...(fileNames.get(file.field) ?? []), file.name])
    for (const [name, list] of fileNames) values[name] ??= list
    const domain = new URL(meta.siteUrl).hostname
    const draftOf = (mail: ReturnType<typeof composeMail>): MailDraft => ({
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      from: mail.from,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: mail.attachFields.flatMap((field) => filesByField.get(field) ?? []),
    })
    // The studio's notice. Only it carries the submission as its source, so the inbox's "Correo"
    // column tells whether the studio was told, whatever becomes of the auto-reply.
    const notice = composeMail(meta.doc.mail as MailSettings, values, special, s.tags)
    // Held for spam until an editor releases the message (mail/releaseHeldMail).
    if (notice.to.length > 0)
      await enqueueMail(payload, { ...draftOf(notice), source: { kind: 'submission', id: submission.id } }, { domain, req, held: Boolean(s.spam) })

    // The auto-reply goes to one address at most (the visitor's), and failing to queue it does not
    // fail the submission: the studio has the message either way. Never for spam, not even once
    // released: a bot's "visitor" address is usually someone else's, and the site must not mail it.
    // It carries only the studio's own text (autoReplyValues), no attachment, and goes out a few
    // times a day at most per recipient and per sender (autoReplyAllowed).
    if (meta.autoReply && !s.spam && meta.doc.autoReply?.active) {
      const settings = meta.doc.autoReply as MailSettings
      const to = composeMail({ recipient: settings.recipient }, values, special, s.tags).to.slice(0, 1)
      const reply = composeMail(settings, autoReplyValues(values, s.tags), autoReplySpecialTags(special), s.tags)
      if (to[0] && (await autoReplyAllowed(to[0], meta.remoteIp)))
        await enqueueMail(payload, { ...draftOf(reply), to, cc: [], bcc: [], attachments: [] }, { domain, req }).catch((error: unknown) =>
          payload.logger.error({ err: error }, 'No se ha podido poner en cola la respuesta automática'),
        )
    }
    await commitTransaction(req)
    runningWorker()?.kick()
  } catch (error) {
    await killTransaction(req)
    if (submissionId !== undefined && !transactional)
      await payload.update({ collection: 'form-submissions', id: submissionId, data: { mailStatus: 'failed' }, overrideAccess: true }).catch(() => undefined)
    // Files written before the failure: a rollback does not remove them from disk, and without a
    // submission nothing would ever delete them.
    // Kept only when the submission itself was kept (SQLite, failure after it was written).
    const keptSubmission = submissionId !== undefined && !transactional
    if (!keptSubmission && prefixes.length > 0) {
      if (fileIds.length > 0)
        await payload.delete({ collection: 'submission-files', where: { id: { in: fileIds } }, overrideAccess: true }).catch(() => undefined)
      if (!meta.filesInBucket) await removeByPrefix(staticDir, prefixes)
    }
    // A disk full or read-only is named with its fix: Payload's own error only says the upload failed.
    const disk = prefixes.length > 0 && !meta.filesInBucket ? await diskProblem(staticDir, Math.max(...s.files.map((f) => f.size))) : null
    payload.logger.error({ err: error }, `No se ha podido guardar un mensaje del formulario de contacto${disk ? `: ${disk}` : ''}`)
    throw error
  }
}

/**
 * Removes what writes under these prefixes left in `dir`. The prefix is why a visitor's file is kept
 * under a random one before its own name: Payload makes a taken name unique by counting up
 * (`cv.pdf`, `cv-1.pdf`), which two visitors sending `cv.pdf` at the same moment would both do alike,
 * in transactions that cannot see each other (PostgreSQL): one would lose its message to the unique
 * index. The mail attaches it under the name the visitor gave it.
 */
async function removeByPrefix(dir: string, prefixes: string[]): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[])
  const left = names.filter((name) => prefixes.some((prefix) => name.startsWith(`${prefix}-`)))
  await Promise.all(left.map((name) => rm(path.join(dir, name), { force: true }).catch(() => undefined)))
}
