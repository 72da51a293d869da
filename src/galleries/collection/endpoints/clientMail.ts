import type { Payload } from 'payload'

import { env } from '@/env'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { enqueueMail } from '@/mail/enqueueMail'
import type { OutboxAttachment } from '@/mail/outboxMessage'
import type { ClientGallery } from '@/payload-types'
import { siteSettings } from '@/settings/siteSettings'

/** The gallery's private link, whole, as the client opens it. */
export const clientLink = (gallery: Pick<ClientGallery, 'accessToken'>) =>
  `${env().siteUrl}${galleryPath(gallery.accessToken ?? '')}`

/** The studio's name as the galleries' mails sign them. */
export async function studioName(payload: Payload): Promise<string> {
  return (await siteSettings(payload)).studioName || payload.email.defaultFromName
}

/**
 * A mail to the gallery's client through the outbox (kept and retried if SMTP is down), from the
 * site's sender as the other gallery mails, answered to the studio's own address when it has one.
 */
export async function mailClient(
  payload: Payload,
  gallery: ClientGallery,
  mail: { subject: string; text: string; html?: string; attachments?: OutboxAttachment[] },
): Promise<void> {
  const settings = await siteSettings(payload)
  const from = `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`
  await enqueueMail(
    payload,
    { to: [gallery.client.email], from, ...(settings.email ? { replyTo: settings.email } : {}), ...mail },
    { domain: new URL(env().siteUrl).hostname },
  )
}
