/**
 * What a client's request causes where the error carries no 4xx status of its own: a body cut
 * short or malformed (busboy's messages), a connection the client closed (Node's), a multipart
 * body Payload cannot read (it says 500, though nothing on the server failed).
 */
const CLIENT_MESSAGES = new Set([
  'Unexpected end of form',
  'Malformed part header',
  'Malformed content type',
  'Multipart: Boundary not found',
  'Unexpected end of file',
  'aborted',
  'Request is not eligible for file upload',
])

/**
 * Whether an error was caused by what a client sent, not by the site (pure): an error with a 4xx
 * status, or one of the messages above. The log keeps those at `info` (payload.config's logger):
 * a fuzz run of 100,000 hostile requests left 736 «errors» that were all the clients'.
 */
export function isClientCausedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const status = (error as Error & { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) return true
  return CLIENT_MESSAGES.has(error.message)
}

/** pino's number for `error` (fatal is 60). */
export const PINO_ERROR_LEVEL = 50

/** Whether a log call's first argument (an error, or `{ err }` as Payload logs them) is a client's error. */
export function logsClientCausedError(first: unknown): boolean {
  const error =
    first instanceof Error
      ? first
      : typeof first === 'object' && first !== null
        ? (first as { err?: unknown }).err
        : undefined
  return isClientCausedError(error)
}
