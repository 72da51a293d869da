import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stripeSessionBody } from '@/payments/core/stripeSessionBody'
import { redactSecrets } from '@/payments/server/redactSecrets'
import { stripeClient } from '@/payments/server/stripeClient'

import { startStripeStandIn, type StripeStandIn } from '../../../support/stripeStandIn'

const body = () =>
  stripeSessionBody({
    concept: 'Señal · Sesión de retrato',
    cents: 5000,
    successUrl: 'https://revela.example/r/?pago=ok',
    cancelUrl: 'https://revela.example/r/?pago=cancelado',
    pageId: 7,
    blockId: 'b1',
  })

describe('stripeClient against the stand-in', () => {
  let stripe: StripeStandIn
  beforeAll(async () => {
    stripe = await startStripeStandIn()
  })
  afterAll(() => stripe?.close())
  const client = (options: { secretKey?: string; timeoutMs?: number } = {}) =>
    stripeClient({
      secretKey: options.secretKey ?? stripe.secretKey,
      apiBase: stripe.apiBase + '/',
      retryDelayMs: 0,
      timeoutMs: options.timeoutMs ?? 2000,
    })

  it('creates a session with a form-encoded body, the key as Bearer and the idempotency key', async () => {
    const result = await client().createCheckoutSession(body(), 'revela-key-1')
    expect(result).toMatchObject({
      ok: true,
      session: {
        id: expect.stringMatching(/^cs_test_/),
        url: expect.stringContaining(`${stripe.apiBase}/pay/cs_test_`),
      },
    })
    const seen = stripe.requests.at(-1)!
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${stripe.secretKey}`,
      idempotencyKey: 'revela-key-1',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(seen.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Señal · Sesión de retrato',
    })
  })

  it('tries again after a server error with the same idempotency key, and Stripe makes one session', async () => {
    const before = stripe.sessions.size
    stripe.failNext('server-error')
    const result = await client().createCheckoutSession(body(), 'revela-key-2')
    expect(result.ok).toBe(true)
    expect(stripe.requests.filter((r) => r.idempotencyKey === 'revela-key-2')).toHaveLength(2)
    expect(stripe.sessions.size).toBe(before + 1)
  })

  it('gives up after two failures and says so', async () => {
    stripe.failNext('server-error', 2)
    expect(await client().createCheckoutSession(body(), 'revela-key-3')).toMatchObject({
      ok: false,
      status: 500,
      type: 'api_error',
    })
  })

  it('does not retry a refused request, and masks the key Stripe quotes back', async () => {
    const wrong = 'sk_test_wrongwrongwrong1234'
    const result = await client({ secretKey: wrong }).createCheckoutSession(body(), 'revela-key-4')
    expect(result).toMatchObject({ ok: false, status: 401, type: 'invalid_request_error' })
    expect(stripe.requests.filter((r) => r.idempotencyKey === 'revela-key-4')).toHaveLength(1)
    expect(JSON.stringify(result)).not.toContain(wrong)
  })

  it('treats an answer without a url, a timeout and a dead server as failures', async () => {
    stripe.failNext('no-url')
    expect(await client().createCheckoutSession(body(), 'revela-key-5')).toMatchObject({ ok: false, status: 200 })
    stripe.failNext('hang', 2)
    expect(await client({ timeoutMs: 100 }).createCheckoutSession(body(), 'revela-key-6')).toEqual({
      ok: false,
      status: 0,
      message: 'Sin respuesta en 100 ms',
    })
    const dead = stripeClient({ secretKey: stripe.secretKey, apiBase: 'http://127.0.0.1:9', retryDelayMs: 0 })
    expect(await dead.createCheckoutSession(body(), 'revela-key-7')).toEqual({
      ok: false,
      status: 0,
      message: 'Sin conexión con Stripe',
    })
  })
})

describe('redactSecrets', () => {
  it.each([
    ['Invalid API Key provided: sk_live_abc123XYZ', 'Invalid API Key provided: sk_live_…'],
    ['rk_test_1 and pk_live_2', 'rk_test_… and pk_live_…'],
    ['nada que ocultar', 'nada que ocultar'],
  ])('%s', (text, redacted) => expect(redactSecrets(text)).toBe(redacted))
})
