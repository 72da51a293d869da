/**
 * The states of a message in the outbox; the admin shows them as En cola / Enviando / Enviado /
 * Fallido / Retenido. A held message (the notice of a message judged spam) waits, unsent, until an
 * editor releases what it reports.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'held'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** Payload's ids are numbers on SQL databases; the in-memory store uses strings. */
export type OutboxId = string | number

/** A file sent with the message: on disk (`path`) or carried in the row itself (`content`, base64). */
export type OutboxAttachment = {
  filename: string
  path?: string
  content?: string
  contentType?: string
  /** Shown inside the HTML body where it says `<img src="cid:…">` (a gallery's cover), not as a file to open. */
  cid?: string
}

/** What caused the message, so an editor can go from a stuck mail to the submission it reports. */
export type OutboxSource = { kind: 'submission' | 'comment'; id: OutboxId }

/** What a caller asks to send; the outbox adds the rest. */
export type MailDraft = {
  to: string[]
  cc?: string[]
  bcc?: string[]
  from: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  attachments?: OutboxAttachment[]
  source?: OutboxSource
}

/**
 * A message as the outbox keeps it. `messageId` is fixed when the message is queued, so a resend
 * after a crash carries the same Message-ID and the receiving side can tell it is the same mail.
 */
export type OutboxMessage = MailDraft & {
  id: OutboxId
  messageId: string
  status: OutboxStatus
  /** Tries started so far; counted when a message is claimed, so a send that crashes the process counts too. */
  attempts: number
  nextAttemptAt: Date
  /** While set and in the future, one process owns the message and no other may send it. */
  leaseUntil?: Date
  lastError?: string
  sentAt?: Date
  /** The SMTP server's last reply to a successful send ("250 OK queued as …"). */
  smtpResponse?: string
  createdAt: Date
}

/** A message not yet stored: the store gives it its id. */
export type NewOutboxMessage = Omit<OutboxMessage, 'id'>
