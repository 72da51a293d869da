import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { enqueueMail } from '@/mail/enqueueMail'
import { runningWorker } from '@/mail/runningWorker'
import type { MailDraft } from '@/mail/outboxMessage'
import type { Form, SiteSetting } from '@/payload-types'

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
}

/**
 * Stores a submission, its files and its mails before anything is sent: when this returns the
 * message is in the studio's inbox and its mail in the outbox, so an SMTP outage loses nothing.
 * On PostgreSQL it is one transaction, and a failure stores nothing. SQLite runs without
 * transactions here (Payload's default for it), so the submission is written first: if queuing its
 * mail then fails, the message is still in the inbox, marked "Fallido", and the caller answers
 * mail_failed.
 */
export async function storeSubmission(payload: Payload, s: AcceptedSubmission, meta: SubmissionMeta): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const transactional = Boolean(req.transactionID)
  let submissionId: number | undefined
  try {
    const fileIds: number[] = []
    const filesByField = new Map<string, { filename: string; path: string; contentType: string }[]>()
    for (const file of s.files) {
      const created = await payload.create({
        collection: 'submission-files',
        data: { field: file.field },
        file: { data: await readFile(file.tmpPath), mimetype: file.type, name: path.basename(file.name), size: file.size },
        overrideAccess: true,
        req,
      })
      fileIds.push(created.id)
      const staticDir = payload.collections['submission-files'].config.upload.staticDir ?? ''
      const list = filesByField.get(file.field) ?? []
      list.push({ filename: file.name, path: path.join(staticDir, created.filename ?? ''), contentType: file.type })
      filesByField.set(file.field, list)
    }

    const summary = submissionSummary(s.tags, s.values)
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        form: s.form.id,
        formTitle: s.form.title,
        name: summary.name,
        email: summary.email,
        summary: summary.text,
        fields: [...s.values].map(([name, value]) => ({ name, value: value.length === 1 ? value[0] : value })),
        files: fileIds,
        mailStatus: 'queued',
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
    for (const [name, list] of filesByField) values[name] ??= list.map((f) => f.filename)
    const mails: MailSettings[] = [meta.doc.mail as MailSettings]
    if (meta.doc.autoReply?.active) mails.push(meta.doc.autoReply as MailSettings)
    for (const settings of mails) {
      const mail = composeMail(settings, values, special, s.tags)
      if (mail.to.length === 0) continue
      const draft: MailDraft = {
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachFields.flatMap((field) => filesByField.get(field) ?? []),
        source: { kind: 'submission', id: submission.id },
      }
      await enqueueMail(payload, draft, { domain: new URL(meta.siteUrl).hostname, req })
    }
    await commitTransaction(req)
    runningWorker()?.kick()
  } catch (error) {
    await killTransaction(req)
    if (submissionId !== undefined && !transactional)
      await payload
        .update({ collection: 'form-submissions', id: submissionId, data: { mailStatus: 'failed' }, overrideAccess: true })
        .catch(() => undefined)
    payload.logger.error({ err: error }, 'No se ha podido guardar un mensaje del formulario de contacto')
    throw error
  }
}
