import { payloadClient } from '@/db/payloadClient'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '@/db/databaseUnavailable'
import { env } from '@/env'
import { clientIp } from '@/lib/clientIp'
import { restError } from '@/lib/http/restError'
import { CONSENT_RECORD_LIMIT } from '@/privacy/consentLimits'
import { hitConsentRateLimit } from '@/privacy/server/consentRateLimit'
import { isOwnOrigin } from '@/lib/http/isOwnOrigin'
import { parseConsentRecord } from '@/privacy/server/parseConsentRecord'
import { readBoundedText } from '@/lib/http/readBoundedText'
import { storeConsentRecord } from '@/privacy/server/storeConsentRecord'
import { errorMessage } from '@/lib/errorMessage'

/**
 * POST /wp-json/revela/v1/consent: the cookie banner records each choice (RGPD art. 7.1) as
 * { consentId, action, categories, revision, pageUrl? } in JSON; answered 204 with no body. The
 * cheap refusals come first (type, origin, rate) so that a flood never reaches the body or the
 * database; errors have WordPress's REST shape and Spanish messages.
 */
export async function POST(request: Request) {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    return restError(
      415,
      'rest_unsupported_media_type',
      'La petición debe enviarse en formato JSON (application/json).',
    )
  if (!isOwnOrigin(request, env().siteUrl))
    return restError(403, 'rest_forbidden_origin', 'Solo las páginas de este sitio pueden registrar el consentimiento.')
  const limit = await hitConsentRateLimit(clientIp(request))
  if (!limit.allowed)
    return restError(
      429,
      'rest_too_many_requests',
      'Se han recibido demasiadas peticiones seguidas. Espera unos minutos y vuelve a intentarlo.',
      {
        'Retry-After': String(limit.retryAfterS),
      },
    )

  const text = await readBoundedText(request, CONSENT_RECORD_LIMIT.maxBodyBytes).catch(() => {
    // The body broke off midway (the client went away): read as empty, which is answered as invalid JSON below.
    return undefined
  })
  if (text === null)
    return restError(
      413,
      'rest_payload_too_large',
      `La petición es demasiado grande (máximo ${CONSENT_RECORD_LIMIT.maxBodyBytes / 1024} KB).`,
    )
  let body: unknown
  try {
    body = JSON.parse(text ?? '')
  } catch {
    return restError(400, 'rest_invalid_json', 'El cuerpo de la petición no es un JSON válido.')
  }
  const parsed = parseConsentRecord(body)
  if (!parsed.ok) return restError(400, 'rest_invalid_param', parsed.message)

  const payload = await payloadClient().catch((error: unknown) => {
    console.error(`No se ha podido iniciar Payload para guardar un registro de consentimiento: ${errorMessage(error)}`)
    return null
  })
  if (!payload)
    return restError(
      503,
      'rest_consent_not_stored',
      'No se ha podido guardar tu elección. Inténtalo de nuevo más tarde.',
    )
  try {
    await storeConsentRecord(payload, parsed.record)
  } catch (error) {
    payload.logger.error({ err: error }, 'No se ha podido guardar un registro de consentimiento.')
    const outage = isDatabaseUnavailable(error)
    return restError(
      outage ? 503 : 500,
      'rest_consent_not_stored',
      'No se ha podido guardar tu elección. Inténtalo de nuevo más tarde.',
      outage ? { 'Retry-After': String(DATABASE_RETRY_AFTER_S) } : {},
    )
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
