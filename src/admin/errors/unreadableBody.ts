import type { AfterErrorHook } from 'payload'

/**
 * Every message busboy 1.6 (Payload's body parser) throws for a body it cannot read, Payload's own
 * for a multipart body it will not read, and Node's «aborted» for a client gone mid-body: errors
 * without a status or wrapped by Payload in a 500, which are the client's doing (a truncated
 * upload, a multipart type without its boundary, a form cut mid-header).
 */
const BODY_PARSER_MESSAGES = [
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Missing Content-Type',
  'Malformed content type',
  'Request is not eligible for file upload',
  'aborted',
]

/** Payload's refusals of a multipart body past its limits, which it also answers 500. */
const TOO_LARGE_MESSAGES = ['Multipart limit has been reached', 'Multipart request size limit has been reached']

/**
 * The status a failure to read the request's body deserves (400, or 413 past a limit), or null when
 * Payload failed doing its work. Covers a `_payload` field that is not JSON (Payload parses it
 * without a guard). Pure.
 */
export function unreadableBodyStatus(error: unknown): 400 | 413 | null {
  if (!(error instanceof Error)) return null
  const status = (error as { status?: number }).status
  if (status !== undefined && status !== 500) return null
  if (TOO_LARGE_MESSAGES.includes(error.message)) return 413
  if (
    error instanceof SyntaxError ||
    BODY_PARSER_MESSAGES.includes(error.message) ||
    error.message.startsWith('Unsupported content type:')
  )
    return 400
  return null
}

/** The right 4xx with a Spanish reason, instead of Payload's 500, for a body that cannot be read. */
export const unreadableBodyHook: AfterErrorHook = ({ error }) => {
  const status = unreadableBodyStatus(error)
  if (!status) return
  const message =
    status === 413
      ? 'El envío es demasiado grande.'
      : 'No se ha podido leer el cuerpo de la petición: está incompleto o mal formado.'
  return { status, response: { errors: [{ message }] } as never }
}
