import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PEER_ADDRESS_HEADER } from '@/lib/peerAddress.mjs'

import type { PaymentButtonBlock } from '@/payload-types'
import {
  handleStripeCheckout,
  type CheckoutTarget,
  type StripeCheckoutDeps,
} from '@/payments/server/handleStripeCheckout'
import { stripeClient } from '@/payments/server/stripeClient'

import { startStripeStandIn, type StripeStandIn } from '../../../support/stripeStandIn'

const SITE = 'http://localhost:3999'
const block: PaymentButtonBlock = {
  blockType: 'paymentButton',
  id: 'b1',
  provider: 'stripe',
  label: 'Pagar la señal',
  concept: 'Señal · Sesión de retrato',
  amount: 50,
}
const target: CheckoutTarget = { block, pagePath: '/sesiones-de-fotos/retrato/' }

type Json = { url?: string; code?: string; message?: string; data?: { status: number } }

/**
 * The checkout handler with the real Stripe adapter over HTTP against the stand-in; only the page
 * lookup and the settings are stand-ins of their own here (the integration test reads them from a
 * real database).
 */
describe('handleStripeCheckout', () => {
  let stripe: StripeStandIn
  let logged: { message: string; data: Record<string, unknown> }[]
  let deps: StripeCheckoutDeps
  beforeAll(async () => {
    stripe = await startStripeStandIn()
  })
  afterAll(() => stripe?.close())

  const reset = (overrides: Partial<StripeCheckoutDeps> = {}) => {
    logged = []
    let n = 0
    deps = {
      siteUrl: SITE,
      rateLimit: () => ({ allowed: true, retryAfterS: 0 }),
      stripeConfig: async () => ({ secretKey: stripe.secretKey, apiBase: stripe.apiBase }),
      findTarget: async ({ pageId, blockId }) => (pageId === 7 && blockId === 'b1' ? target : null),
      stripe: (config) => stripeClient({ ...config, retryDelayMs: 0, timeoutMs: 1000 }),
      idempotencyKey: () => `revela-test-${++n}-${Math.random()}`,
      logError: (message, data) => void logged.push({ message, data }),
      ...overrides,
    }
  }
  const post = (body: string, { json = false, headers = {} as Record<string, string> } = {}) =>
    handleStripeCheckout(
      new Request(`${SITE}/wp-json/revela/v1/payments/stripe/checkout`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: SITE,
          referer: `${SITE}/sesiones-de-fotos/retrato/`,
          ...(json ? { accept: 'application/json' } : { accept: 'text/html,application/xhtml+xml' }),
          ...headers,
        },
      }),
      deps,
    )

  it('answers a plain form post 303 to Stripe’s page, for the amount and concept of the published block', async () => {
    reset()
    const response = await post('page=7&block=b1&amount=1')
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const location = response.headers.get('location')!
    expect(location).toMatch(new RegExp(`^${stripe.apiBase}/pay/cs_test_`))
    const session = stripe.sessions.get(location.split('/').at(-1)!)!
    expect(session).toMatchObject({
      amount_total: 5000,
      currency: 'eur',
      mode: 'payment',
      locale: 'es',
      client_reference_id: 'page7_blockb1',
      success_url: `${SITE}/sesiones-de-fotos/retrato/?pago=ok&bloque=b1`,
      cancel_url: `${SITE}/sesiones-de-fotos/retrato/?pago=cancelado&bloque=b1`,
      line_items: [{ name: 'Señal · Sesión de retrato', unit_amount: 5000, quantity: 1 }],
    })
  })

  it('answers the script’s request with JSON {url}', async () => {
    reset()
    const response = await post('page=7&block=b1', { json: true })
    expect(response.status).toBe(200)
    expect(((await response.json()) as Json).url).toMatch(/\/pay\/cs_test_/)
  })

  it.each([
    [
      'a bad page id',
      'page=siete&block=b1',
      400,
      'rest_invalid_param',
      'Parámetro no válido: page debe ser el número de una página.',
    ],
    [
      'a bad block id',
      'page=7&block=<b1>',
      400,
      'rest_invalid_param',
      'Parámetro no válido: block debe ser el identificador de un bloque (letras, cifras, - o _).',
    ],
    ['no block id', 'page=7', 400, 'rest_invalid_param', 'Falta el parámetro: block.'],
    [
      'an unknown page',
      'page=8&block=b1',
      404,
      'revela_payment_not_found',
      'No hemos encontrado este botón de pago; puede que la página haya cambiado. Vuelve a cargarla e inténtalo de nuevo.',
    ],
    [
      'an unknown block',
      'page=7&block=b2',
      404,
      'revela_payment_not_found',
      'No hemos encontrado este botón de pago; puede que la página haya cambiado. Vuelve a cargarla e inténtalo de nuevo.',
    ],
  ])('refuses %s with %d and a Spanish message, asking nothing of Stripe', async (_, body, status, code, message) => {
    reset()
    const before = stripe.requests.length
    const response = await post(body, { json: true })
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ code, message, data: { status } })
    expect(stripe.requests.length).toBe(before)
  })

  it('says payments are unavailable (503) without a key, as JSON or as a Spanish page', async () => {
    reset({ stripeConfig: async () => null })
    const json = await post('page=7&block=b1', { json: true })
    expect(json.status).toBe(503)
    expect(await json.json()).toMatchObject({
      code: 'revela_payments_unavailable',
      message: 'El pago en línea no está disponible en este momento; escríbenos y te ayudamos.',
    })
    const page = await post('page=7&block=b1')
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<h1>No se ha podido iniciar el pago</h1>')
    expect(html).toContain(
      '<p role="alert">El pago en línea no está disponible en este momento; escríbenos y te ayudamos.</p>',
    )
    expect(html).toContain('<a href="/sesiones-de-fotos/retrato/">Volver</a>')
  })

  it('refuses a PayPal block, a block without a valid amount, and never lets a foreign Referer into the page', async () => {
    reset({ findTarget: async () => ({ ...target, block: { ...block, provider: 'paypal' } }) })
    expect((await post('page=7&block=b1', { json: true })).status).toBe(404)
    reset({ findTarget: async () => ({ ...target, block: { ...block, amount: 0.5 } }) })
    expect((await post('page=7&block=b1', { json: true })).status).toBe(503)
    expect(logged).toHaveLength(1)
    reset()
    const html = await (await post('page=x', { headers: { referer: 'https://evil.example/"><script>' } })).text()
    expect(html).toContain('<a href="/">')
    expect(html).not.toContain('evil')
  })

  it('answers 502 when Stripe fails, logging why without the key', async () => {
    reset({ stripeConfig: async () => ({ secretKey: 'sk_test_notthestandinskey99', apiBase: stripe.apiBase }) })
    const response = await post('page=7&block=b1', { json: true })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'revela_payment_gateway_error' })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({
      message: 'Stripe no ha creado la sesión de pago.',
      data: { status: 401, type: 'invalid_request_error', pageId: 7, blockId: 'b1' },
    })
    expect(JSON.stringify(logged)).not.toContain('sk_test_notthestandinskey99')
  })

  it.each([
    ['another site', { origin: 'https://evil.example' }, 403, 'rest_forbidden_origin'],
    ['JSON instead of a form', { 'content-type': 'application/json' }, 415, 'rest_unsupported_media_type'],
  ])('refuses a request from %s before reading it', async (_, headers, status, code) => {
    reset()
    const findTarget = vi.fn(deps.findTarget)
    deps.findTarget = findTarget
    const response = await post('page=7&block=b1', { json: true, headers })
    expect(response.status).toBe(status)
    expect(((await response.json()) as Json).code).toBe(code)
    expect(findTarget).not.toHaveBeenCalled()
  })

  it('limits attempts per address (429 with Retry-After) and refuses an oversized body (413)', async () => {
    reset({ rateLimit: () => ({ allowed: false, retryAfterS: 42 }) })
    const limited = await post('page=7&block=b1', { json: true, headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('42')
    reset()
    expect((await post(`page=7&block=b1&x=${'a'.repeat(2000)}`, { json: true })).status).toBe(413)
  })

  it('passes the visitor’s address to the limiter', async () => {
    const rateLimit = vi.fn(() => ({ allowed: true, retryAfterS: 0 }))
    reset({ rateLimit })
    await post('page=7&block=b1', { json: true, headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } })
    expect(rateLimit).toHaveBeenCalledWith('203.0.113.9')
  })
})
