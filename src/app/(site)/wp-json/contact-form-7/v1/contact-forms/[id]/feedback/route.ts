import { answerOutage } from '@/db/answerOutage'
import { hitPostRateLimit, RATE_LIMIT_MESSAGE } from '@/antispam/server/postRateLimit'
import { feedbackContext } from '@/forms/server/feedbackContext'
import { clientIp } from '@/lib/clientIp'
import { formFromRoute } from '@/forms/data/formFromRoute'
import { handleFeedback } from '@/forms/server/handleFeedback'
import { parseMultipart, PostRejected, type ParsedPost } from '@/lib/http/parseMultipart'
import { feedbackUnavailable, parseFormId } from '@/forms/server/restError'
import { restError } from '@/lib/http/restError'
import { sanitizeUnitTag } from '@/forms/server/unitTag'

type Params = { params: Promise<{ id: string }> }

/**
 * POST contact-forms/{id}/feedback: a submission, answered in Contact Form 7's shape. Every outcome
 * of the form itself (sent, invalid, spam…) is a 200; only a request CF7 would refuse gets a 4xx:
 * not multipart (415), unknown form (404), no unit tag (400), over the size limits (413), and an
 * address over the site's rate limit (429, with CF7's response shape so the page can show the message),
 * and 503 with Retry-After while the database cannot be reached (CF7's response shape, as for 429).
 */
export const POST = answerOutage(
  async (request: Request, { params }: Params) => {
    const type = request.headers.get('content-type') ?? ''
    if (!/^multipart\/form-data\s*;/i.test(type))
      return restError(415, 'wpcf7_unsupported_media_type', 'El formato de la petición no está admitido.')
    const form = await formFromRoute(params)
    if (form instanceof Response) return form
    const limit = await hitPostRateLimit(clientIp(request))
    if (!limit.allowed)
      return Response.json(
        {
          contact_form_id: form.id,
          status: 'mail_failed',
          message: RATE_LIMIT_MESSAGE,
          posted_data_hash: '',
          invalid_fields: [],
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterS), 'Cache-Control': 'no-store' } },
      )

    let post: ParsedPost
    try {
      post = await parseMultipart(request)
    } catch (error) {
      if (error instanceof PostRejected) return restError(error.status, error.code, error.message)
      return restError(400, 'wpcf7_bad_request', 'No se ha podido leer el envío.')
    }
    try {
      const unitTag = sanitizeUnitTag(post.fields.findLast(([name]) => name === '_wpcf7_unit_tag')?.[1])
      if (!unitTag) return restError(400, 'wpcf7_unit_tag_not_found', 'No hay una etiqueta de unidad válida.')
      const { input, deps } = await feedbackContext(request, form, post, unitTag)
      const body = await handleFeedback(input, deps)
      return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
    } finally {
      await post.cleanup()
    }
  },
  async (_request, { params }) => feedbackUnavailable(parseFormId((await params).id) ?? 0),
)
