import type { PayloadRequest } from 'payload'

import type { ClientGallery } from '@/payload-types'

/** A JSON error in the shape Payload's own REST answers use, so the admin reads both alike. */
export const jsonError = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'private, no-store' } })

export type StudioGallery = { ok: true; gallery: ClientGallery } | { ok: false; response: Response }

/**
 * The common gate of the gallery's admin endpoints: a signed-in member of the studio, a numeric
 * id in the path, the gallery found (read with the editor's own access). A POST must carry JSON:
 * a plain cross-site form can only post form encodings, so these buttons stay out of its reach.
 */
export async function studioGallery(req: PayloadRequest): Promise<StudioGallery> {
  if (!req.user) return { ok: false, response: jsonError('Inicia sesión para gestionar la galería.', 401) }
  const raw = String(req.routeParams?.id ?? '')
  const id = Number(raw)
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0)
    return { ok: false, response: jsonError('Identificador no válido.', 400) }
  if (req.method === 'POST' && !req.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
    return { ok: false, response: jsonError('Envía los datos como JSON.', 415) }
  const gallery = await req.payload
    .findByID({ collection: 'client-galleries', id, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => {
      // An id the database cannot read as one (out of its range) names no gallery.
      return null
    })
  if (!gallery) return { ok: false, response: jsonError('No se ha encontrado la galería.', 404) }
  return { ok: true, gallery }
}
