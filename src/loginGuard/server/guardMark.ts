import { randomBytes } from 'node:crypto'

/**
 * The mark the account guard puts on the login and password-reset requests it hands to Payload,
 * which the users' hook (collections/Users/hooks/requireAccountGuard) asks for: a login that reached
 * Payload any other way is refused, whatever its path looked like. A random value for the life of
 * the process, in one place however many times bundles load this module; a client's own header of
 * this name is replaced.
 */
export const GUARD_HEADER = 'x-revela-account-guard'

const KEY = Symbol.for('revela.accountGuardToken')
const holder = globalThis as { [KEY]?: string }
const token = (holder[KEY] ??= randomBytes(16).toString('hex'))

/** The request with the guard's mark. */
export function markGuarded(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set(GUARD_HEADER, token)
  return new Request(request, { headers })
}

/** Whether these headers carry the guard's mark. */
export const isGuarded = (headers: Headers | undefined) => headers?.get(GUARD_HEADER) === token
