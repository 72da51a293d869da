import type { Payload } from 'payload'

import { accountRoute } from '@/loginGuard/core/accountRoute'
import { accountLockedMail } from '@/loginGuard/mail/accountLockedMail'
import { env } from '@/env'
import { addressGroup } from '@/lib/addressGroup'
import { clientIp } from '@/lib/clientIp'
import { ACCOUNT_ANSWER_FLOOR_MS, LOGIN_LOCK_MS } from '@/loginGuard/core/accountLimits'
import { enqueueMail } from '@/mail/enqueueMail'

import { markGuarded } from './guardMark'
import { loginThrottle } from './loginThrottle'
import { siteSettings } from '@/settings/siteSettings'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export const WRONG_CREDENTIALS = 'El correo electrónico o la contraseña no son correctos.'
export const RESET_REQUESTED =
  'Si la dirección es la de una cuenta, en unos minutos recibirás un correo con un enlace para elegir una contraseña nueva.'

/**
 * Payload's login and password-reset answers, made safe to give to anyone:
 * - an address that keeps failing waits longer each time (loginThrottle, one count for every
 *   instance with REDIS_URL), so nobody can lock the studio out of its admin; the account lock
 *   that remains (sustained attacks) mails its owner;
 * - a known and an unknown e-mail get the same answer, in the same time (ACCOUNT_ANSWER_FLOOR_MS):
 *   a locked account's "bloqueado" and a reset's outcome say nothing about who has an account.
 * Every other request goes to Payload untouched. The operation is told from the path as Payload
 * routes it (Next's decoded segments: `/api/users/%6cogin`, `/api/users/LOGIN/` are logins too), and
 * the requests it guards carry a mark without which the users' hook refuses a login (guardMark).
 */
export function guardAccountRoutes(post: Handler, getPayload: () => Promise<Payload>): Handler {
  return async (request, context) => {
    const route = accountRoute((await context.params).slug ?? [])
    if (!route) return post(request, context)
    if (route === 'first-register') return post(markGuarded(request), context)
    const started = Date.now()
    // Counted per IPv4 address or IPv6 /64 (lib/addressGroup).
    const address = addressGroup(clientIp(request))
    if (route === 'login' && address) {
      const wait = await loginThrottle.waitMs(address, started)
      if (wait > 0) return tooManyAttempts(wait)
    }
    // The address tried, read from a copy of a small JSON body (the admin's form sends one).
    const small = Number(request.headers.get('content-length') ?? Infinity) <= 16_384
    const email =
      route === 'login' && small
        ? emailOf(
            await request
              .clone()
              .text()
              .catch(() => {
                // A body that cannot be read a second time leaves the address tried unknown: the
                // throttle counts by IP regardless, and only the owner's lock mail needs it.
                return ''
              }),
          )
        : ''
    const response = await post(markGuarded(request), context)
    let answer = response
    if (route === 'login' && response.status === 401) {
      if (address) await loginThrottle.failed(address)
      await mailOwnerIfJustLocked(await getPayload(), email, started).catch((err) =>
        console.error('[cuentas] No se pudo avisar del bloqueo:', err),
      )
      answer = json(response, 401, { errors: [{ message: WRONG_CREDENTIALS }] })
    } else if (route === 'login' && response.ok && address) {
      await loginThrottle.succeeded(address)
    } else if (route === 'forgot-password' && response.ok) {
      answer = json(response, 200, { message: RESET_REQUESTED })
    }
    const rest = ACCOUNT_ANSWER_FLOOR_MS - (Date.now() - started)
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
    return answer
  }
}

function emailOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    const email = parsed && typeof parsed === 'object' ? (parsed as { email?: unknown }).email : undefined
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
  } catch {
    // Not JSON (the admin's form sends JSON): no address tried to name, and Payload answers the login itself.
    return ''
  }
}

/** Payload's answer with another body, keeping its headers (CORS, cookies cleared) but not its length. */
function json(original: Response, status: number, body: unknown): Response {
  const headers = new Headers(original.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers })
}

function tooManyAttempts(waitMs: number): Response {
  const seconds = Math.ceil(waitMs / 1000)
  const minutes = Math.ceil(seconds / 60)
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  return new Response(
    JSON.stringify({
      errors: [{ message: `Demasiados intentos fallidos desde tu conexión. Espera ${wait} y vuelve a intentarlo.` }],
    }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(seconds),
        'cache-control': 'no-store',
      },
    },
  )
}

/**
 * Payload locks an account on the failure that reaches LOGIN_MAX_ATTEMPTS, setting its lock to end
 * LOGIN_LOCK_MS after that moment; later failures leave it as it is. A lock ending that far after
 * this request began was therefore set by this request: its owner hears of it once.
 */
async function mailOwnerIfJustLocked(payload: Payload, email: string, started: number): Promise<void> {
  if (!email) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  const user = docs[0] as { email: string; lockUntil?: string | null; loginAttempts?: number | null } | undefined
  if (!user?.lockUntil || new Date(user.lockUntil).getTime() < started + LOGIN_LOCK_MS - 1) return
  const settings = await siteSettings(payload)
  const { siteUrl } = env()
  const mail = accountLockedMail({
    studioName: settings.studioName || 'Revela',
    email: user.email,
    attempts: user.loginAttempts ?? 0,
    lockedUntil: new Date(user.lockUntil),
    forgotUrl: `${siteUrl}/admin/forgot`,
  })
  const from = `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`
  await enqueueMail(payload, { to: [user.email], from, ...mail }, { domain: new URL(siteUrl).hostname })
}
