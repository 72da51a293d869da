import type { Endpoint } from 'payload'

import { studioGallery } from './studioGallery'

/**
 * POST /api/client-galleries/:id/reopen: «Reabrir la selección». The client's choice is unlocked
 * (their hearts and notes stay) and the gallery is «Enviada» again, so they can change it and
 * send it anew; the studio is told again when they do.
 */
export const reopenSelectionEndpoint: Endpoint = {
  path: '/:id/reopen',
  method: 'post',
  handler: async (req) => {
    const found = await studioGallery(req)
    if (!found.ok) return found.response
    const updated = await req.payload.update({
      collection: 'client-galleries',
      id: found.gallery.id,
      data: { selectionSubmittedAt: null, status: 'sent' },
      depth: 0,
      overrideAccess: true,
    })
    return Response.json({
      status: updated.status,
      message: 'Selección reabierta: el cliente puede cambiar sus fotos y volver a enviarla.',
    })
  },
}
