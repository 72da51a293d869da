import type { PayloadRequest } from 'payload'

/** A JSON error in the shape Payload's own REST answers use, so the admin reads both alike. */
export const jsonError = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

export type EditorRequest = { ok: true; id: number; body: Record<string, unknown> } | { ok: false; response: Response }

/**
 * The common gate of the moderation endpoints: a signed-in user, a numeric document id in the
 * path, and a JSON body. Requiring JSON also keeps the endpoints out of reach of a plain cross-site
 * form, which can only post form encodings (JSON would need a CORS preflight the API refuses).
 */
export async function editorRequest(req: PayloadRequest): Promise<EditorRequest> {
  if (!req.user) return { ok: false, response: jsonError('Inicia sesión para moderar.', 401) }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, response: jsonError('Identificador no válido.', 400) }
  if (!req.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
    return { ok: false, response: jsonError('Envía los datos como JSON.', 415) }
  const body: unknown = await req.json?.().catch(() => {
    // A body that is not JSON is answered with 400 just below, like one that is not an object.
    return null
  })
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, response: jsonError('El cuerpo de la petición no es un JSON válido.', 400) }
  return { ok: true, id, body: body as Record<string, unknown> }
}

/** Payload's errors carry their HTTP status; a refusal of access becomes 403 in Spanish. */
export function payloadErrorResponse(error: unknown, req: PayloadRequest): Response {
  const status =
    typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500
  if (status === 403) return jsonError('No tienes permiso para moderar comentarios.', 403)
  if (status === 404) return jsonError('No se ha encontrado el comentario.', 404)
  if (status >= 500) {
    req.payload.logger.error({ err: error }, 'La moderación de un comentario ha fallado')
    return jsonError('No se ha podido guardar el cambio. Inténtalo de nuevo.', 500)
  }
  return jsonError(error instanceof Error ? error.message : 'Petición no válida.', status)
}
