import { MEDIA_MAX_REQUEST_BYTES } from '@/lib/mediaLimits'
import { photoTooLargeMessage } from '@/lib/mediaUploadRules'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const MEDIA_ROUTE = /^\/api\/media(?:\/[^/]+)?\/?$/

/**
 * Uploads to the media library (POST /api/media, PATCH /api/media/:id) refused with the reason in
 * Spanish, as a JSON `message` that the admin's form and bulk upload both show as it is:
 * - a body announced larger than MEDIA_MAX_REQUEST_BYTES is refused before it is read, naming its size;
 * - Payload's own refusals past its limits (English, or without the size) are said the same way;
 * - the media hooks' refusals (too many pixels, HEIC, TIFF) keep their words, lifted to `message`
 *   so that the admin does not cut them at their commas as it does a list of invalid fields.
 * Everything else reaches Payload untouched.
 */
export function guardMediaUploads(handler: Handler): Handler {
  return async (request, context) => {
    if (!MEDIA_ROUTE.test(new URL(request.url).pathname)) return handler(request, context)
    const announced = Number(request.headers.get('content-length')) || undefined
    if (announced && announced > MEDIA_MAX_REQUEST_BYTES) return refusal(413, photoTooLargeMessage(announced))
    const response = await handler(request, context)
    if (response.status !== 413 && response.status !== 415) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => {
        // Payload's refusal without a JSON body has no message to translate: the status alone decides below.
        return null
      })) as { message?: string; errors?: { message?: string }[] } | null
    const said = body?.errors?.[0]?.message ?? body?.message
    const message = response.status === 413 && !/^La foto/.test(said ?? '') ? photoTooLargeMessage(announced) : said
    if (!message) return response
    return refusal(response.status, message, response.headers)
  }
}

function refusal(status: number, message: string, from?: Headers): Response {
  const headers = new Headers(from)
  headers.delete('content-length')
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify({ message, errors: [{ message }] }), { status, headers })
}
