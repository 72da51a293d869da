import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startStripeStandIn, type StripeStandIn } from '../../support/stripeStandIn'
import { testPayload, type Dialect } from './testPayload'

const SITE = 'http://localhost:3999'
const STRIPE_BLOCK = '65f0c0ffee00000000000001'
const PAYPAL_BLOCK = '65f0c0ffee00000000000002'
const DRAFT_BLOCK = '65f0c0ffee00000000000003'
const RETURN_BLOCK = '65f0c0ffee00000000000004'

type Json = { code?: string; message?: string; url?: string }
const noRevalidate = { disableRevalidate: true }

/**
 * POST /wp-json/revela/v1/payments/stripe/checkout on a real database, with the Stripe stand-in
 * over HTTP: the button is read from the published page (sections nest it), the key from the
 * settings, and only what the block says is charged. Needs the block in the pages' schema (its
 * migration) and the «Pagos» tab in the site settings. The same on SQLite and PostgreSQL.
 */
export function paymentsSuite(dialect: Dialect) {
  let payload: Payload
  let stripe: StripeStandIn
  let POST: (request: Request) => Promise<Response>
  let pageId = 0
  let draftId = 0

  const checkout = (body: string, json = true) =>
    POST(
      new Request(`${SITE}/wp-json/revela/v1/payments/stripe/checkout`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: SITE,
          ...(json ? { accept: 'application/json' } : {}),
        },
      }),
    )
  const setKey = (stripeSecretKey: string | null) =>
    payload.updateGlobal({ slug: 'site-settings', data: { stripeSecretKey } as never, context: noRevalidate })

  beforeAll(async () => {
    stripe = await startStripeStandIn()
    // The key comes from the settings here, so that a test can take it away again.
    process.env.STRIPE_API_BASE = stripe.apiBase
    delete process.env.STRIPE_SECRET_KEY
    ;({ payload } = await testPayload(dialect))
    const button = (id: string, provider: 'stripe' | 'paypal') => ({
      blockType: 'paymentButton',
      id,
      provider,
      label: 'Pagar la señal',
      concept: 'Señal · Sesión de retrato',
      amount: 50,
    })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Reservas',
        slug: 'reservas',
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            blocks: [
              { blockType: 'heading', text: 'Reserva con una señal', level: '2' },
              button(STRIPE_BLOCK, 'stripe'),
              button(PAYPAL_BLOCK, 'paypal'),
            ],
          },
        ],
      } as never,
      context: noRevalidate,
    })
    pageId = page.id
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Borrador', slug: 'borrador', _status: 'draft', layout: [button(DRAFT_BLOCK, 'stripe')] } as never,
      draft: true,
      context: noRevalidate,
    })
    draftId = draft.id
    // A button that returns to a thank-you page after paying, and to a page never published when
    // cancelled: a visitor who has just paid must never land on a 404.
    const thanks = await payload.create({
      collection: 'pages',
      data: { title: 'Gracias', slug: 'gracias', _status: 'published', layout: [] } as never,
      context: noRevalidate,
    })
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: {
        layout: [...page.layout!, { ...button(RETURN_BLOCK, 'stripe'), successPage: thanks.id, cancelPage: draftId }],
      } as never,
      context: noRevalidate,
    })
    ;({ POST } = await import('@/app/(site)/wp-json/revela/v1/payments/stripe/checkout/route'))
  })

  afterAll(async () => {
    await stripe?.close()
    await payload?.destroy()
  })

  it('without a key anywhere, says payments are unavailable (503) and asks nothing of Stripe', async () => {
    const response = await checkout(`page=${pageId}&block=${STRIPE_BLOCK}`)
    expect(response.status).toBe(503)
    expect(((await response.json()) as Json).message).toBe(
      'El pago en línea no está disponible en este momento; escríbenos y te ayudamos.',
    )
    expect(stripe.requests).toHaveLength(0)
  })

  it('with the key in the settings, opens a session for 50 € and the concept of the published block', async () => {
    await setKey(stripe.secretKey)
    const response = await checkout(`page=${pageId}&block=${STRIPE_BLOCK}&amount=0.5`, false)
    expect(response.status).toBe(303)
    const sessionId = response.headers.get('location')!.split('/pay/')[1]!
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      amount_total: 5000,
      currency: 'eur',
      client_reference_id: `page${pageId}_block${STRIPE_BLOCK}`,
      metadata: { page_id: String(pageId), block_id: STRIPE_BLOCK },
      success_url: `${SITE}/reservas/?pago=ok&bloque=${STRIPE_BLOCK}`,
      cancel_url: `${SITE}/reservas/?pago=cancelado&bloque=${STRIPE_BLOCK}`,
      line_items: [{ name: 'Señal · Sesión de retrato', unit_amount: 5000, quantity: 1 }],
    })
    expect(stripe.requests.at(-1)!.authorization).toBe(`Bearer ${stripe.secretKey}`)
  })

  it("returns to the chosen page after paying, and to the button's page instead of one never published", async () => {
    await setKey(stripe.secretKey)
    const response = await checkout(`page=${pageId}&block=${RETURN_BLOCK}`, false)
    expect(response.status).toBe(303)
    const sessionId = response.headers.get('location')!.split('/pay/')[1]!
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      success_url: `${SITE}/gracias/?pago=ok`,
      cancel_url: `${SITE}/reservas/?pago=cancelado&bloque=${RETURN_BLOCK}`,
    })
  })

  it.each([
    ['a malformed page id', () => `page=abc&block=${STRIPE_BLOCK}`, 400],
    ['a malformed block id', () => `page=${pageId}&block=no%20vale`, 400],
    ['a page that does not exist', () => `page=999999&block=${STRIPE_BLOCK}`, 404],
    ['a block that does not exist', () => `page=${pageId}&block=65f0c0ffee00000000000099`, 404],
    ['a PayPal block', () => `page=${pageId}&block=${PAYPAL_BLOCK}`, 404],
    ['a page that is not published', () => `page=${draftId}&block=${DRAFT_BLOCK}`, 404],
  ])('refuses %s', async (_, body, status) => {
    const before = stripe.requests.length
    expect((await checkout(body())).status).toBe(status)
    expect(stripe.requests.length).toBe(before)
  })

  it('keeps the Stripe key from anyone but admins, and refuses a malformed one', async () => {
    const { handleEndpoints } = await import('payload')
    await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] } as never,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    })
    const request = new Request(`${SITE}/api/globals/site-settings`, { headers: { authorization: `JWT ${token}` } })
    const response = await handleEndpoints({ config: payload.config, request })
    const settings = (await response.json()) as Record<string, unknown>
    expect(response.status).toBe(200)
    expect(settings).not.toHaveProperty('stripeSecretKey')
    expect(JSON.stringify(settings)).not.toContain(stripe.secretKey)
    await expect(setKey('pk_live_estaespublica')).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringContaining('clave secreta de Stripe') }] },
    })
  })
}
