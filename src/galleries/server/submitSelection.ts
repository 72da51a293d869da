import type { Payload } from 'payload'

import { env } from '@/env'
import { selectionReceivedMail } from '@/galleries/mail/selectionReceivedMail'
import { enqueueMail } from '@/mail/enqueueMail'
import type { ClientGallery } from '@/payload-types'
import { siteSettings } from '@/settings/siteSettings'

import { GalleryActionRefused, galleryCount, SELECTION_LOCKED } from './galleryActions'
import { recordGalleryEvent } from './recordGalleryEvent'
import { studioInbox } from './studioInbox'

/**
 * «Enviar selección»: locks the client's choice (once: a second send, even racing the first, is
 * refused), marks the gallery «Selección recibida» for the studio's dashboard, and mails the studio
 * through the outbox, so the notice is not lost if SMTP is down.
 */
export async function submitSelection(
  payload: Payload,
  gallery: ClientGallery,
  visitor: { ip: string; userAgent: string | null },
): Promise<{ chosen: number }> {
  if (gallery.selectionSubmittedAt) throw new GalleryActionRefused(SELECTION_LOCKED, 409)
  const count = await galleryCount(payload, gallery)
  const { chosen } = count
  if (chosen === 0) throw new GalleryActionRefused('Marca al menos una foto antes de enviar tu selección.', 400)
  const now = new Date().toISOString()
  const { docs } = await payload.update({
    collection: 'client-galleries',
    where: { and: [{ id: { equals: gallery.id } }, { selectionSubmittedAt: { exists: false } }] },
    data: { selectionSubmittedAt: now, status: 'selectionReceived' },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) throw new GalleryActionRefused(SELECTION_LOCKED, 409)

  const { totalDocs: notes } = await payload.count({
    collection: 'gallery-photos',
    where: {
      and: [
        { gallery: { equals: gallery.id } },
        { favourite: { equals: true } },
        { clientNote: { exists: true } },
        { clientNote: { not_equals: '' } },
      ],
    },
    overrideAccess: true,
  })
  const settings = await siteSettings(payload)
  const to = await studioInbox(payload, settings)
  const siteUrl = env().siteUrl
  if (to.length) {
    const mail = selectionReceivedMail({
      clientName: gallery.client.name,
      title: gallery.title,
      chosen,
      extra: count.extra,
      notes,
      adminLink: `${siteUrl}/admin/collections/client-galleries/${gallery.id}`,
    })
    const from = `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`
    await enqueueMail(
      payload,
      { to, from, replyTo: gallery.client.email, ...mail },
      { domain: new URL(siteUrl).hostname },
    )
  }
  await recordGalleryEvent(payload, { gallery: gallery.id, kind: 'selectionSent', ...visitor })
  return { chosen }
}
