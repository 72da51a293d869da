import type { Endpoint } from 'payload'

import { galleryInvitationMail } from '@/galleries/mail/galleryInvitationMail'

import { clientLink, mailClient, studioName } from './clientMail'
import { coverAttachment } from './coverAttachment'
import { isExpired } from './isExpired'
import { readyPhotoCount } from './readyPhotoCount'
import { jsonError, studioGallery } from './studioGallery'

/**
 * POST /api/client-galleries/:id/send: «Enviar al cliente». The invitation (the link, the PIN if
 * any, the expiry, how many photos the session includes, the cover inline) goes to the client
 * through the outbox; a draft becomes «Enviada». Sending again resends the same link.
 */
export const sendGalleryEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    const found = await studioGallery(req)
    if (!found.ok) return found.response
    const { gallery } = found
    const { payload } = req
    if (isExpired(gallery))
      return jsonError('La galería ha caducado: cambia su fecha de caducidad antes de enviarla.', 400)
    if ((await readyPhotoCount(payload, gallery.id)) === 0)
      return jsonError('La galería aún no tiene ninguna foto lista: sube las fotos y espera a que se preparen.', 400)

    const cover = await coverAttachment(payload, gallery)
    const mail = galleryInvitationMail({
      studioName: await studioName(payload),
      clientName: gallery.client.name,
      title: gallery.title,
      link: clientLink(gallery),
      pin: gallery.pin || null,
      expiresAt: new Date(gallery.expiresAt),
      selectionLimit: gallery.selectionLimit ?? null,
      hasCover: cover !== null,
    })
    await mailClient(payload, gallery, { ...mail, attachments: cover ? [cover] : [] })
    const status =
      gallery.status === 'draft'
        ? (
            await payload.update({
              collection: 'client-galleries',
              id: gallery.id,
              data: { status: 'sent' },
              depth: 0,
              overrideAccess: true,
            })
          ).status
        : gallery.status
    return Response.json({ status, message: `Enviado a ${gallery.client.email}.` })
  },
}
