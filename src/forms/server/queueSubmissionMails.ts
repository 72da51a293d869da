import type { Payload, PayloadRequest } from 'payload'

import { enqueueMail } from '@/mail/enqueueMail'
import type { MailDraft, OutboxAttachment } from '@/mail/outboxMessage'

import { autoReplyAllowed } from './autoReplyAllowed'
import { autoReplySpecialTags, autoReplyValues } from './autoReplyValues'
import { composeMail, type MailSettings } from './composeMail'
import type { AcceptedSubmission } from './handleFeedback'
import { mailSpecialTags } from './mailSpecialTags'
import type { SubmissionMeta } from './storeSubmission'

/** The stored submission the mails speak of: its id (the serial number) and its files by field. */
export interface StoredSubmission {
  id: number
  attachments: Map<string, OutboxAttachment[]>
}

type MailContext = {
  payload: Payload
  req: PayloadRequest
  domain: string
  values: Record<string, string[]>
  special: ReturnType<typeof mailSpecialTags>
}

/**
 * Puts a stored submission's mails in the outbox, in its transaction: the studio's notice (held for
 * spam) and, when allowed, the auto-reply to the visitor.
 */
export async function queueSubmissionMails(
  payload: Payload,
  s: AcceptedSubmission,
  meta: SubmissionMeta,
  submission: StoredSubmission,
  req: PayloadRequest,
): Promise<void> {
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
  const mail: MailContext = { payload, req, domain: new URL(meta.siteUrl).hostname, values: mailValues(s), special }
  // The studio's notice. Only it carries the submission as its source, so the inbox's "Correo"
  // column tells whether the studio was told, whatever becomes of the auto-reply.
  const notice = composeMail(meta.doc.mail as MailSettings, mail.values, special, s.tags)
  // Held for spam until an editor releases the message (mail/releaseHeldMail).
  if (notice.to.length > 0)
    await enqueueMail(
      payload,
      { ...draftOf(notice, submission.attachments), source: { kind: 'submission', id: submission.id } },
      { domain: mail.domain, req, held: Boolean(s.spam) },
    )
  if (meta.autoReply && !s.spam && meta.doc.autoReply?.active) await queueAutoReply(mail, s, meta)
}

/**
 * The auto-reply goes to one address at most (the visitor's), and failing to queue it does not
 * fail the submission: the studio has the message either way. Never for spam, not even once
 * released: a bot's "visitor" address is usually someone else's, and the site must not mail it.
 * It carries only the studio's own text (autoReplyValues), no attachment, and goes out a few
 * times a day at most per recipient and per sender (autoReplyAllowed).
 */
async function queueAutoReply(
  { payload, req, domain, values, special }: MailContext,
  s: AcceptedSubmission,
  meta: SubmissionMeta,
): Promise<void> {
  const settings = meta.doc.autoReply as MailSettings
  const to = composeMail({ recipient: settings.recipient }, values, special, s.tags).to.slice(0, 1)
  const reply = composeMail(settings, autoReplyValues(values, s.tags), autoReplySpecialTags(special), s.tags)
  if (to[0] && (await autoReplyAllowed(to[0], meta.remoteIp)))
    await enqueueMail(
      payload,
      { ...draftOf(reply, new Map()), to, cc: [], bcc: [], attachments: [] },
      { domain, req },
    ).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'No se ha podido poner en cola la respuesta automática'),
    )
}

/**
 * The values the mails' tags stand for. The files' names stand for their tags, kept or not (a
 * released spam's notice names what the sender attached, with nothing attached).
 */
function mailValues(s: AcceptedSubmission): Record<string, string[]> {
  const values: Record<string, string[]> = Object.fromEntries(s.values)
  const fileNames = new Map<string, string[]>()
  for (const file of s.files) fileNames.set(file.field, [...(fileNames.get(file.field) ?? []), file.name])
  for (const [name, list] of fileNames) values[name] ??= list
  return values
}

/** A composed mail as the outbox takes it, with the files of the fields it attaches. */
function draftOf(mail: ReturnType<typeof composeMail>, attachments: Map<string, OutboxAttachment[]>): MailDraft {
  return {
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachFields.flatMap((field) => attachments.get(field) ?? []),
  }
}
