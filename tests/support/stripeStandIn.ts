import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the part of Stripe's API the payment buttons use, over real HTTP: POST
 * /v1/checkout/sessions with a form-encoded body and a Bearer key, answered as Stripe answers
 * (a checkout.session with its `url`, or `{ error: { type, code, param, message } }`), honouring
 * Idempotency-Key. The session's url is a page of the stand-in itself, which links to the success
 * and cancel addresses, so a browser test can "pay". Everything received is recorded, and also
 * served as JSON at GET /__requests for tests that run in another process (the browser tests).
 */

/** How the next session request is answered instead of normally. */
export type StripeStandInBehaviour = 'server-error' | 'hang' | 'no-url'

export type StripeStandInRequest = {
  method: string
  path: string
  authorization?: string
  idempotencyKey?: string
  contentType?: string
  form: Record<string, string>
}

export type StripeStandInSession = {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  currency: string
  amount_total: number
  client_reference_id: string | null
  locale: string | null
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
  line_items: { name: string; unit_amount: number; quantity: number }[]
}

export type StripeStandIn = {
  /** For STRIPE_API_BASE. */
  apiBase: string
  /** The key the stand-in accepts (any other well-formed key is refused as Stripe does). */
  secretKey: string
  requests: StripeStandInRequest[]
  sessions: Map<string, StripeStandInSession>
  /** Answers the next `count` session requests with `behaviour`. */
  failNext(behaviour: StripeStandInBehaviour, count?: number): void
  close(): Promise<void>
}

const REQUIRED = [
  'mode',
  'success_url',
  'cancel_url',
  'line_items[0][price_data][currency]',
  'line_items[0][price_data][unit_amount]',
  'line_items[0][price_data][product_data][name]',
  'line_items[0][quantity]',
]
const KEY_SHAPE = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/

export async function startStripeStandIn({ secretKey = 'sk_test_standin0revela0key' } = {}): Promise<StripeStandIn> {
  const requests: StripeStandInRequest[] = []
  const sessions = new Map<string, StripeStandInSession>()
  const byIdempotencyKey = new Map<string, { body: string; session: StripeStandInSession }>()
  const queued: StripeStandInBehaviour[] = []
  let base = ''

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    let body = ''
    for await (const chunk of request) body += chunk
    const record: StripeStandInRequest = {
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: header(request, 'idempotency-key'),
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    }

    if (request.method === 'GET' && url.pathname === '/__requests') return json(response, 200, requests)
    if (request.method === 'GET' && url.pathname.startsWith('/pay/'))
      return payPage(response, sessions.get(url.pathname.slice(5)))
    if (url.pathname === '/v1/checkout/sessions' && request.method === 'POST') {
      requests.push(record)
      return createSession(record, body, response)
    }
    const id = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)?.[1]
    if (id && request.method === 'GET') {
      if (!authorised(request, response)) return
      const session = sessions.get(id)
      return session
        ? json(response, 200, session)
        : stripeError(response, 404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing')
    }
    stripeError(
      response,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    )
  })

  function authorised(request: IncomingMessage, response: ServerResponse): boolean {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!key) {
      stripeError(response, 401, 'invalid_request_error', 'You did not provide an API key.')
      return false
    }
    if (!KEY_SHAPE.test(key) || key !== secretKey) {
      // Stripe quotes the key it refused, masked but for its end; the adapter must not log even that.
      stripeError(
        response,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}`,
      )
      return false
    }
    return true
  }

  function createSession(record: StripeStandInRequest, body: string, response: ServerResponse) {
    const behaviour = queued.shift()
    if (behaviour === 'hang') return
    if (behaviour === 'server-error')
      return stripeError(response, 500, 'api_error', 'Something went wrong on Stripe’s end.')
    if (!authorised({ headers: { authorization: record.authorization } } as IncomingMessage, response)) return
    if (!/^application\/x-www-form-urlencoded/.test(record.contentType ?? ''))
      return stripeError(response, 400, 'invalid_request_error', 'Invalid request: the body must be form-encoded.')
    const { form } = record
    const missing = REQUIRED.find((name) => !form[name])
    if (missing)
      return stripeError(
        response,
        400,
        'invalid_request_error',
        `Missing required param: ${missing}.`,
        'parameter_missing',
        missing,
      )
    const amount = Number(form['line_items[0][price_data][unit_amount]'])
    if (!Number.isSafeInteger(amount) || amount < 50)
      return stripeError(
        response,
        400,
        'invalid_request_error',
        'Invalid integer: unit_amount.',
        'parameter_invalid_integer',
        'line_items[0][price_data][unit_amount]',
      )
    if (form.mode !== 'payment')
      return stripeError(
        response,
        400,
        'invalid_request_error',
        `Invalid mode: ${form.mode}.`,
        'parameter_invalid',
        'mode',
      )

    const replay = record.idempotencyKey ? byIdempotencyKey.get(record.idempotencyKey) : undefined
    if (replay) {
      if (replay.body !== body)
        return stripeError(
          response,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        )
      return json(response, 200, replay.session, { 'Idempotent-Replayed': 'true' })
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`
    const quantity = Number(form['line_items[0][quantity]'])
    const session: StripeStandInSession = {
      id,
      object: 'checkout.session',
      url: behaviour === 'no-url' ? '' : `${base}/pay/${id}`,
      mode: form.mode,
      currency: form['line_items[0][price_data][currency]']!,
      amount_total: amount * quantity,
      client_reference_id: form.client_reference_id ?? null,
      locale: form.locale ?? null,
      success_url: form.success_url!,
      cancel_url: form.cancel_url!,
      metadata: Object.fromEntries(
        Object.entries(form).flatMap(([k, v]) =>
          /^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : [],
        ),
      ),
      line_items: [{ name: form['line_items[0][price_data][product_data][name]']!, unit_amount: amount, quantity }],
    }
    sessions.set(id, session)
    if (record.idempotencyKey) byIdempotencyKey.set(record.idempotencyKey, { body, session })
    json(response, 200, behaviour === 'no-url' ? { ...session, url: null } : session)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    apiBase: base,
    secretKey,
    requests,
    sessions,
    failNext: (behaviour, count = 1) => void queued.push(...Array.from({ length: count }, () => behaviour)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  })
  response.end(JSON.stringify(body))
}

function stripeError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  code?: string,
  param?: string,
) {
  json(
    response,
    status,
    { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
    status >= 500 ? { 'Stripe-Should-Retry': 'true' } : {},
  )
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Stripe's hosted page, reduced to what a test needs: what is paid, and the two ways out. */
function payPage(response: ServerResponse, session: StripeStandInSession | undefined) {
  if (!session) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    return response.end('<!doctype html><title>No encontrada</title><p>Sesión desconocida.</p>')
  }
  const item = session.line_items[0]!
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  response.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Stripe (prueba)</title></head><body><main>
<h1>Pago de prueba</h1>
<p id="concepto">${escapeHtml(item.name)}</p>
<p id="importe">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<p><a id="pagar" href="${escapeHtml(session.success_url)}">Pagar</a> <a id="cancelar" href="${escapeHtml(session.cancel_url)}">Cancelar</a></p>
</main></body></html>`)
}
