import { renderMailTemplate, type MailValue } from '@/forms/template/mailTemplate'
import type { FormTag } from '@/forms/template/types'

/** One CF7 mail as the Forms collection stores it. */
export interface MailSettings {
  recipient?: string | null
  sender?: string | null
  subject?: string | null
  additionalHeaders?: string | null
  body?: string | null
  attachments?: string | null
  useHtml?: boolean | null
  excludeBlank?: boolean | null
}

/** A mail ready for the outbox. */
export interface ComposedMail {
  to: string[]
  cc: string[]
  bcc: string[]
  from: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** Field names whose uploaded files are attached. */
  attachFields: string[]
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

// A header line must not smuggle in a second header: visitors' values end up in them (Reply-To).
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim()

const blankDelimiters = (value: MailValue): MailValue =>
  typeof value === 'string' ? value.replace(/[<>,;:"()[\]\\]/g, ' ') : value.map(blankDelimiters)

const FIELD_TAG = /\[\s*([a-zA-Z][0-9a-zA-Z:._-]*)\s*\]/g

/**
 * Fills one mail from a submission, as CF7's WPCF7_Mail does: every part accepts mail tags; the
 * subject and headers get single-line values; with "exclude blank" a body line whose field tags are
 * all empty is left out.
 */
export function composeMail(
  mail: MailSettings,
  values: Readonly<Record<string, MailValue | undefined>>,
  special: Readonly<Record<string, string | undefined>>,
  tags: readonly FormTag[],
): ComposedMail {
  const fill = (template: string, html = false) => renderMailTemplate(template, values, special, { tags, html })
  // In address headers a visitor's value may only be text: `Ana <ceo@bank.example>,` must not add
  // or replace an address, so the characters that delimit addresses are blanked in values there.
  const addressValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === undefined ? undefined : blankDelimiters(value)]),
  )
  const fillAddress = (template: string) => renderMailTemplate(template, addressValues, special, { tags })
  const headers = { cc: [] as string[], bcc: [] as string[], replyTo: undefined as string | undefined }
  for (const line of (mail.additionalHeaders ?? '').split(/\r?\n/)) {
    const match = /^\s*(reply-to|cc|bcc)\s*:\s*(.+)$/i.exec(line)
    if (!match) continue
    const value = oneLine(fillAddress(match[2]!))
    if (!value) continue
    const name = match[1]!.toLowerCase()
    if (name === 'reply-to') headers.replyTo = value
    else headers[name as 'cc' | 'bcc'].push(...list(value))
  }

  let body = mail.body ?? ''
  if (mail.excludeBlank) {
    body = body
      .split('\n')
      .filter((line) => {
        const fields = [...line.matchAll(FIELD_TAG)].map((m) => m[1]!).filter((name) => !name.startsWith('_'))
        return fields.length === 0 || fields.some((name) => fill(`[${name}]`).trim() !== '')
      })
      .join('\n')
  }

  const attachFields = [...(mail.attachments ?? '').matchAll(FIELD_TAG)].map((m) => m[1]!.replaceAll('.', '_'))
  return {
    to: list(oneLine(fillAddress(mail.recipient ?? ''))),
    cc: headers.cc,
    bcc: headers.bcc,
    from: oneLine(fillAddress(mail.sender ?? '')),
    ...(headers.replyTo ? { replyTo: headers.replyTo } : {}),
    subject: oneLine(fill(mail.subject ?? '')),
    text: fill(body),
    ...(mail.useHtml ? { html: fill(body, true).replaceAll('\n', '<br>\n') } : {}),
    attachFields,
  }
}
