import { standalonePage } from '@/lib/http/standalonePage'
import { restError } from '@/lib/http/restError'

/**
 * Answers a checkout request in the form it was made: JSON for the button's script (which asks
 * for it), a redirect or a whole page for a plain form post.
 */
export function paymentAnswer(request: Request) {
  const json = /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '')
  return {
    json,
    redirect(url: string): Response {
      const headers = { 'Cache-Control': 'no-store' }
      return json
        ? Response.json({ url }, { headers })
        : new Response(null, { status: 303, headers: { ...headers, Location: url } })
    },
    error(
      status: number,
      code: string,
      message: string,
      backHref: string,
      headers: Record<string, string> = {},
    ): Response {
      if (json) return restError(status, code, message, headers)
      // A POST to the API has no site layout to render, so the message stands on a small page of its own.
      return standalonePage(message, backHref, status, headers, 'No se ha podido iniciar el pago')
    },
  }
}
