import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Google's and Cloudflare's siteverify, over real HTTP, for tests of the
 * reCAPTCHA and Turnstile verifiers. Tokens answer what the test sets with `answer()`; anything
 * else gets the providers' own refusals. Like the real services, a token verifies once (later
 * requests get `timeout-or-duplicate`), except that Turnstile repeats its first answer to a
 * request with the same idempotency key.
 */

export type StandInAnswer = {
  success: boolean
  score?: number
  action?: string
  /** When the token was issued; now unless given. */
  challengeTs?: Date
  hostname?: string
  errorCodes?: string[]
}

/** How a token is answered: JSON, a 500, or no answer at all (for timeouts). */
export type StandInBehaviour = StandInAnswer | 'server-error' | 'hang'

export type StandInRequest = { provider: 'recaptcha' | 'turnstile'; form: Record<string, string> }

export type CaptchaStandIn = {
  recaptchaUrl: string
  turnstileUrl: string
  secret: string
  /** Sets how a token is answered, and forgets that it was verified; `failures` 500s come first. */
  answer(token: string, behaviour: StandInBehaviour, options?: { failures?: number }): void
  /** Every siteverify request received, in order. */
  requests: StandInRequest[]
  close(): Promise<void>
}

const PATHS = { '/recaptcha/api/siteverify': 'recaptcha', '/turnstile/v0/siteverify': 'turnstile' } as const

export async function startCaptchaStandIn({ secret = 'stand-in-secret' } = {}): Promise<CaptchaStandIn> {
  const behaviours = new Map<string, { behaviour: StandInBehaviour; failures: number }>()
  const verified = new Set<string>()
  const idempotent = new Map<string, object>()
  const requests: StandInRequest[] = []

  const server = createServer(async (request, response) => {
    const provider = PATHS[(request.url ?? '').split('?')[0] as keyof typeof PATHS]
    if (!provider || request.method !== 'POST')
      return send(response, 404, { success: false, 'error-codes': ['bad-request'] })
    let body = ''
    for await (const chunk of request) body += chunk
    const form = (request.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(body) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(body))
    requests.push({ provider, form })

    const refuse = (code: string) => send(response, 200, { success: false, 'error-codes': [code] })
    if (!form.secret) return refuse('missing-input-secret')
    if (form.secret !== secret) return refuse('invalid-input-secret')
    if (!form.response) return refuse('missing-input-response')
    const repeat = provider === 'turnstile' && form.idempotency_key ? idempotent.get(form.idempotency_key) : undefined
    if (repeat) return send(response, 200, repeat)

    const entry = behaviours.get(form.response)
    if (!entry) return refuse('invalid-input-response')
    if (entry.failures > 0) {
      entry.failures -= 1
      return send(response, 500, { success: false, 'error-codes': ['internal-error'] })
    }
    if (entry.behaviour === 'hang') return
    if (entry.behaviour === 'server-error')
      return send(response, 500, { success: false, 'error-codes': ['internal-error'] })
    const key = `${provider}:${form.response}`
    if (verified.has(key)) return refuse('timeout-or-duplicate')
    verified.add(key)

    const {
      success,
      score,
      action,
      challengeTs = new Date(),
      hostname = 'localhost',
      errorCodes = [],
    } = entry.behaviour
    const answer = success
      ? provider === 'recaptcha'
        ? { success, score, action, challenge_ts: challengeTs.toISOString(), hostname }
        : {
            success,
            action,
            challenge_ts: challengeTs.toISOString(),
            hostname,
            'error-codes': [],
            cdata: '',
            metadata: {},
          }
      : { success, 'error-codes': errorCodes }
    if (provider === 'turnstile' && form.idempotency_key) idempotent.set(form.idempotency_key, answer)
    send(response, 200, answer)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    recaptchaUrl: `${base}/recaptcha/api/siteverify`,
    turnstileUrl: `${base}/turnstile/v0/siteverify`,
    secret,
    requests,
    answer(token, behaviour, { failures = 0 } = {}) {
      behaviours.set(token, { behaviour, failures })
      verified.delete(`recaptcha:${token}`)
      verified.delete(`turnstile:${token}`)
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep the server open for ever.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

/** An address where nothing listens, for "provider unreachable" tests. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/siteverify`
}
