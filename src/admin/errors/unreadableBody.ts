import type { AfterErrorHook } from 'payload'

/**
 * Every message busboy 1.6 (Payload's body parser) throws for a body it cannot read, and Node's
 * «aborted» for a client gone mid-body: plain errors without a status, which Payload would answer
 * 500. They are the client's fault (a truncated upload, a multipart body without its boundary, a
 * form cut mid-header) and get 400.
 */
const BODY_PARSER_MESSAGES = [
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Missing Content-Type',
  'Malformed content type',
  'aborted',
]

/**
 * Whether Payload failed reading the request's body rather than doing its work: busboy's errors,
 * bare or wrapped by Payload in an APIError without a status of its own (500), and a `_payload`
 * field that is not JSON (Payload parses it without a guard). Pure.
 */
export function isUnreadableBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const status = (error as { status?: number }).status
  if (status !== undefined && status !== 500) return false
  if (error instanceof SyntaxError) return true
  return BODY_PARSER_MESSAGES.includes(error.message) || error.message.startsWith('Unsupported content type:')
}

/** 400 with a Spanish reason, instead of Payload's 500, for a body that cannot be read. */
export const unreadableBodyHook: AfterErrorHook = ({ error }) => {
  if (!isUnreadableBody(error)) return
  return { status: 400, response: { errors: [{ message: 'No se ha podido leer el cuerpo de la petición: está incompleto o mal formado.' }] } as never }
}
