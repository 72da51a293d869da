import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer'

import { OUTBOX } from '@/mail/outboxLimits'

import { MailSendError, type MailTransport } from './mailTransport'
import type { OutboxMessage } from './outboxMessage'

/**
 * The real transport: one SMTP connection per message (the outbox sends a few mails an hour, so a
 * pool would only hold sockets open), to the server an `smtp://` or `smtps://` URL names, with
 * every wait bounded by OUTBOX.smtpTimeoutMs so a slow server cannot outlast the message's lease.
 * `timeoutMs` exists for tests that need a hanging server to give up quickly.
 */
export function nodemailerTransport(smtpUrl: string, { timeoutMs = OUTBOX.smtpTimeoutMs } = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // Attachments are files the site stored itself; a URL in `path` would make the server fetch it.
    disableUrlAccess: true,
  })

  return {
    async send(message) {
      try {
        const info = await transporter.sendMail(toNodemailer(message))
        return { messageId: info.messageId, response: info.response, rejected: info.rejected.map(String) }
      } catch (error) {
        throw toMailSendError(error)
      }
    },
  }
}

function toNodemailer(m: OutboxMessage): SendMailOptions {
  return {
    messageId: m.messageId,
    // The Date header is when the message was written, the same on every try.
    date: m.createdAt,
    from: m.from,
    to: m.to,
    cc: m.cc,
    bcc: m.bcc,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments?.map((a) =>
      a.content !== undefined
        ? { filename: a.filename, content: a.content, encoding: 'base64', contentType: a.contentType, cid: a.cid }
        : { filename: a.filename, path: a.path, contentType: a.contentType, cid: a.cid },
    ),
  }
}

/**
 * Judges a nodemailer error once, here, so the worker needs to know nothing of nodemailer. A 5xx
 * reply (nodemailer's `permanent`), an address nodemailer refuses before connecting and a missing
 * attachment are permanent. A refused login is not: it is the server's configuration, not the
 * message, and once SMTP_URL is corrected the retries deliver without an editor's help.
 */
export function toMailSendError(error: unknown): MailSendError {
  const e = error as NodemailerError
  const code = e.originalCode ?? e.code
  const message = e.response ?? e.message ?? String(error)
  const configProblem = e.code === 'EAUTH' || e.code === 'ENOAUTH'
  const permanent =
    !configProblem && (e.permanent ?? ((e.code === 'EENVELOPE' && e.responseCode === undefined) || code === 'ENOENT'))
  return new MailSendError(message, permanent, { code, responseCode: e.responseCode, cause: error })
}
