import { DATABASE_RETRY_AFTER_S } from '@/db/databaseUnavailable'
import { restError } from '@/lib/http/restError'

// Contact Form 7's own REST answers; the generic WordPress-shaped error is lib/http/restError.

const UNAVAILABLE = 'Ahora mismo no podemos recibir mensajes. Vuelve a intentarlo dentro de un minuto.'
const retryAfter = { 'Retry-After': String(DATABASE_RETRY_AFTER_S), 'Cache-Control': 'no-store' }

/** The database is unreachable for a moment (PostgreSQL restarting): try again shortly. */
export const formsUnavailable = () => restError(503, 'wpcf7_unavailable', UNAVAILABLE, retryAfter)

/**
 * The same for a submission, in CF7's response shape (`mail_failed` and the message), which the
 * page shows as it shows any outcome, so the visitor knows to send it again in a minute.
 */
export const feedbackUnavailable = (formId: number) =>
  Response.json(
    { contact_form_id: formId, status: 'mail_failed', message: UNAVAILABLE, posted_data_hash: '', invalid_fields: [] },
    { status: 503, headers: retryAfter },
  )

export const formNotFound = () =>
  restError(404, 'wpcf7_not_found', 'No se ha encontrado el formulario de contacto solicitado.')

/** WordPress's answer when the path does not match a route, e.g. a non-numeric form id. */
export const noRoute = () =>
  restError(
    404,
    'rest_no_route',
    'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
  )

/** The `{id}` of `contact-forms/{id}/…`, which CF7's route pattern restricts to digits. */
export function parseFormId(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
