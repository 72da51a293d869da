import type { PayloadRequest } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'
import { env } from '@/env'

/** A JSON error in the shape of Payload's own REST answers, which the admin view reads. */
export const jsonError = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The importer's endpoints are for admins alone: no user → 401, an editor → 403. A request that
 * changes something must also come from this site's own pages (CSRF): the browser's Origin, or
 * failing that its Sec-Fetch-Site, must say so; Payload takes the auth cookie only from the
 * origins in `csrf` too. Returns the refusal, or null when the request may go on.
 */
export function adminGate(req: PayloadRequest, { write }: { write: boolean }): Response | null {
  if (!req.user) return jsonError('Inicia sesión como administrador para importar desde WordPress.', 401)
  if (!userIsAdmin(req.user as { roles?: string[] }))
    return jsonError('Solo un administrador puede importar desde WordPress.', 403)
  if (write && !sameOrigin(req))
    return jsonError('Petición rechazada: no viene de la administración de este sitio.', 403)
  return null
}

function sameOrigin(req: PayloadRequest): boolean {
  const origin = req.headers.get('origin')
  if (origin) return origin === new URL(env().siteUrl).origin || origin === new URL(req.url ?? 'http://x').origin
  const site = req.headers.get('sec-fetch-site')
  return !site || site === 'same-origin' || site === 'none'
}

/** Answers every other method on an endpoint's path, instead of letting it reach Payload's own routes. */
export const methodNotAllowed = (path: string, allowed: string) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const)
    .filter((m) => m !== allowed.toLowerCase())
    .map((method) => ({
      path,
      method,
      handler: () => {
        const response = jsonError(`Método no admitido: usa ${allowed.toUpperCase()}.`, 405)
        response.headers.set('Allow', allowed.toUpperCase())
        return response
      },
    }))
