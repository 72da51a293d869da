type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload answers 501 («Cannot GET …», in English) for a collection without REST endpoints (its own
 * `payload-migrations`): for a client that is an address the API does not have, a 404 in Spanish.
 * A server fault is a 500, never a 501: nothing a client sends may answer 5xx.
 */
export function notImplementedAsNotFound(handler: Handler): Handler {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 501) return response
    return Response.json(
      { errors: [{ message: 'Esta dirección no existe en la API.' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
