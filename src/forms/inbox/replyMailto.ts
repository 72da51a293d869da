import { readableDateTime } from '@/lib/localDateTime'

import type { MessageEntry } from './messageEntries'

/** Mail programs cut long mailto: links; the quote is for context, the message itself stays in the admin. */
const MAX_QUOTE = 1500

export interface ReplyInput {
  /** The sender's address, as they typed it. */
  to: string
  /** The sender's name, when the form asked for it. */
  name?: string | null
  /** What the sender wrote in a subject field, if the form has one. */
  subject?: string | null
  studioName: string
  /** When the message arrived (ISO). */
  sentAt: string
  entries: readonly MessageEntry[]
}

/** RFC 6068: the address may keep its @; the rest is percent-encoded, line breaks as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))

/** Only a plain address goes into a link: a visitor typed it, and a `?` or `,` would add headers or recipients. */
export const replyableAddress = (address: string) =>
  /^[^\s@?&,;:<>()"]+@[^\s@?&,;:<>()"]+\.[^\s@?&,;:<>()"]+$/.test(address.trim())

/**
 * «Responder»: a mailto: link that opens the studio's own mail program with a reply to the sender,
 * «Re: …» as its subject and the message quoted below, as replying to the notice mail would.
 * Null when the sender left no usable address.
 */
export function replyMailto(input: ReplyInput): string | null {
  const to = input.to.trim()
  if (!replyableAddress(to)) return null
  const subject = `Re: ${input.subject?.trim() || `Tu mensaje a ${input.studioName}`}`
  const who = input.name?.trim() || to
  let quote = input.entries.map((e) => `${e.label}: ${e.value}`).join('\n')
  if (quote.length > MAX_QUOTE) quote = `${quote.slice(0, MAX_QUOTE - 1).trimEnd()}…`
  const body = `\n\n\nEl ${readableDateTime(input.sentAt)}, ${who} escribió:\n${quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}\n`
  return `mailto:${encode(to).replace('%40', '@')}?subject=${encode(subject)}&body=${encode(body)}`
}
