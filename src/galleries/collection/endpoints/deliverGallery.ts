import type { Endpoint } from 'payload'

import { finalsReadyMail } from '@/galleries/mail/finalsReadyMail'

import { clientLink, mailClient, studioName } from './clientMail'
import { isExpired } from './isExpired'
import { readyPhotoCount } from './readyPhotoCount'
import { jsonError, studioGallery } from './studioGallery'

/**
 * POST /api/client-galleries/:id/deliver: «Avisar al cliente de la entrega». Once the edited
 * finals are uploaded and ready in «Entrega», the client is told by mail (through the outbox) and
 * the gallery becomes «Entregada».
 */
export const deliverGalleryEndpoint: Endpoint = {
  path: '/:id/deliver',
  method: 'post',
  handler: async (req) => {
    const found = await studioGallery(req)
    if (!found.ok) return found.response
    const { gallery } = found
    const { payload } = req
    if (isExpired(gallery))
      return jsonError('La galería ha caducado: cambia su fecha de caducidad antes de avisar al cliente.', 400)
    const count = await readyPhotoCount(payload, gallery.id, 'finals')
    if (count === 0)
      return jsonError('Aún no hay ninguna foto lista en «Entrega»: súbelas y espera a que se preparen.', 400)

    const mail = finalsReadyMail({
      studioName: await studioName(payload),
      clientName: gallery.client.name,
      title: gallery.title,
      link: clientLink(gallery),
      count,
      canDownload: gallery.downloads !== 'none',
      expiresAt: new Date(gallery.expiresAt),
    })
    await mailClient(payload, gallery, mail)
    const updated = await payload.update({
      collection: 'client-galleries',
      id: gallery.id,
      data: { status: 'delivered' },
      depth: 0,
      overrideAccess: true,
    })
    return Response.json({ status: updated.status, message: `Aviso de entrega enviado a ${gallery.client.email}.` })
  },
}
