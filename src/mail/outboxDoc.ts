import type { NewOutboxMessage, OutboxAttachment, OutboxMessage, OutboxStatus } from './outboxMessage'

/** A row of the 'outbox' collection as Payload's local API returns it (depth 0). */
export type OutboxDoc = {
  id: number | string
  to: string[]
  cc?: string[] | null
  bcc?: string[] | null
  from: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  attachments?: OutboxAttachment[] | null
  messageId: string
  status: OutboxStatus
  attempts: number
  nextAttemptAt: string
  leaseUntil?: string | null
  lastError?: string | null
  sentAt?: string | null
  smtpResponse?: string | null
  source?: { kind?: 'submission' | 'comment' | null; documentId?: string | null } | null
  createdAt: string
}

/** The message as the collection's fields hold it: dates as ISO strings, the source as a group. */
export function toData(m: NewOutboxMessage): Record<string, unknown> {
  return {
    to: m.to,
    cc: m.cc,
    bcc: m.bcc,
    from: m.from,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments,
    messageId: m.messageId,
    status: m.status,
    attempts: m.attempts,
    nextAttemptAt: m.nextAttemptAt.toISOString(),
    leaseUntil: m.leaseUntil?.toISOString(),
    lastError: m.lastError,
    sentAt: m.sentAt?.toISOString(),
    smtpResponse: m.smtpResponse,
    source: m.source && { kind: m.source.kind, documentId: String(m.source.id) },
  }
}

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined
/** A hasMany text field reads back as [] when empty; the message has no such list then. */
const optionalList = (value: string[] | null | undefined) => (value?.length ? value : undefined)
const optionalDate = (value: string | null | undefined) => (value ? new Date(value) : undefined)

/** The stored row back as an OutboxMessage, with Payload's nulls turned into absent fields. */
export function fromDoc(d: OutboxDoc): OutboxMessage {
  return {
    id: d.id,
    to: d.to,
    cc: optionalList(d.cc),
    bcc: optionalList(d.bcc),
    from: d.from,
    replyTo: optional(d.replyTo),
    subject: d.subject,
    text: d.text,
    html: optional(d.html),
    attachments: optional(d.attachments),
    messageId: d.messageId,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: new Date(d.nextAttemptAt),
    leaseUntil: optionalDate(d.leaseUntil),
    lastError: optional(d.lastError),
    sentAt: optionalDate(d.sentAt),
    smtpResponse: optional(d.smtpResponse),
    source: d.source?.kind && d.source.documentId ? { kind: d.source.kind, id: d.source.documentId } : undefined,
    createdAt: new Date(d.createdAt),
  }
}
