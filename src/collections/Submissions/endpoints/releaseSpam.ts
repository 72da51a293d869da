import type { Endpoint } from 'payload'

import { releaseHeldMail } from '@/mail/releaseHeldMail'

const jsonError = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

/**
 * POST /api/form-submissions/:id/release: «No es spam: entregarlo». The message moves to the inbox
 * and the notice held back when it was judged spam goes out now, as if it had passed the check.
 * Editors cannot edit submissions (nothing a visitor sent is rewritten), so the change is made
 * here with the server's rights once the editor is known to be signed in.
 */
export const releaseSpamEndpoint: Endpoint = {
  path: '/:id/release',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return jsonError('Inicia sesión para liberar mensajes.', 401)
    // A plain cross-site form cannot send JSON; the admin's button always does.
    if (!req.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
      return jsonError('Envía la petición como JSON.', 415)
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return jsonError('Identificador no válido.', 400)

    const submission = await req.payload.findByID({
      collection: 'form-submissions',
      id,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!submission) return jsonError('No se ha encontrado el mensaje.', 404)
    if (submission.status !== 'spam') return jsonError('Este mensaje no está en spam.', 409)

    const updated = await req.payload.update({
      collection: 'form-submissions',
      id,
      data: { status: 'received', ...(submission.mailStatus === 'held' ? { mailStatus: 'queued' as const } : {}) },
      overrideAccess: true,
      depth: 0,
    })
    const released = await releaseHeldMail(req.payload, { kind: 'submission', id })
    return Response.json({ id: updated.id, status: updated.status, mailStatus: updated.mailStatus, released })
  },
}
