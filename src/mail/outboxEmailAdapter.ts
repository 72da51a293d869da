import type { EmailAdapter, SendEmailOptions } from 'payload'

import { enqueueMail } from './enqueueMail'
import { htmlToText } from './htmlToText'

type AddressLike = string | { address: string; name?: string }

const one = (a: AddressLike): string => (typeof a === 'string' ? a : a.name ? `"${a.name}" <${a.address}>` : a.address)
const many = (value: SendEmailOptions['to']): string[] =>
  value == null ? [] : (Array.isArray(value) ? value : [value]).map((a) => one(a as AddressLike))

/**
 * Payload's own mail (password resets, account verification) goes through the same durable outbox
 * as the contact forms, so it gets the same retries and the same visibility in the admin.
 */
export function outboxEmailAdapter({
  fromAddress,
  fromName,
  domain,
}: {
  fromAddress: string
  fromName: string
  domain: string
}): EmailAdapter {
  return ({ payload }) => ({
    name: 'revela-outbox',
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    async sendEmail(message) {
      await enqueueMail(
        payload,
        {
          to: many(message.to),
          cc: many(message.cc),
          bcc: many(message.bcc),
          from: message.from ? one(message.from as AddressLike) : `"${fromName}" <${fromAddress}>`,
          ...(message.replyTo ? { replyTo: many(message.replyTo as SendEmailOptions['to'])[0] } : {}),
          subject: String(message.subject ?? ''),
          // Payload's own mails (the password reset) come as HTML only; every mail has a text part.
          text:
            typeof message.text === 'string' && message.text
              ? message.text
              : typeof message.html === 'string'
                ? htmlToText(message.html)
                : '',
          ...(typeof message.html === 'string' ? { html: message.html } : {}),
        },
        { domain },
      )
    },
  })
}
