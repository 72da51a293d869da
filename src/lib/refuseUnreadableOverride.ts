type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * A POST that asks to be read as a GET (`X-HTTP-Method-Override: GET`, which Payload honours to
 * carry a long query in the body) with a JSON body that is not JSON: Payload parses it before any
 * of its error handling and the request ended in a 500. It gets a 400 that says why. The body is
 * already bounded (lib/requestGuard: a query string's size for an anonymous client).
 */
export function refuseUnreadableOverride(handler: Handler): Handler {
  return async (request, context) => {
    // Payload's own test of the two headers and the type, as it makes it.
    const override =
      request.headers.get('x-http-method-override') === 'GET' ||
      request.headers.get('x-payload-http-method-override') === 'GET'
    if (!override || request.headers.get('content-type') !== 'application/json') return handler(request, context)
    const body = await request
      .clone()
      .json()
      .then(
        (value: unknown) => value,
        () => undefined,
      )
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return Response.json(
        {
          errors: [{ message: 'El cuerpo de la consulta no es JSON válido: envía un objeto, p. ej. {"where": {…}}.' }],
        },
        { status: 400 },
      )
    return handler(request, context)
  }
}
