import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page, Request as PwRequest } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { STRIPE_CHECKOUT_PATH } from '@/payments/core/checkoutPath'
import { PAYMENT_MESSAGES } from '@/payments/core/paymentMessages'

import type { StripeStandInRequest } from '../support/stripeStandIn'
import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const stripeBase = inject('stripeApiBase')
const PAGE = '/sesiones-de-fotos/retrato/'
const CONCEPT = 'Señal · Sesión de retrato'
const PAYPAL = 'https://www.sandbox.paypal.com/cgi-bin/webscr'

const stripeRequests = async () =>
  ((await (await fetch(`${stripeBase}/__requests`)).json()) as StripeStandInRequest[]).filter(
    (r) => r.path === '/v1/checkout/sessions',
  )

const stripeBlock = (page: Page) => page.locator('[data-payment-button="stripe"]')
const paypalBlock = (page: Page) => page.locator('[data-payment-button="paypal"]')
const stripeButton = (page: Page) => page.getByRole('button', { name: 'Pagar la señal con tarjeta' })
const paypalButton = (page: Page) => page.getByRole('button', { name: 'Pagar la señal con PayPal' })
/** The button's script has started: a click now goes through it (the plain form's 303 would meet the CSP, the stand-in being http). */
const enhanced = (page: Page, provider: 'stripe' | 'paypal' = 'stripe') =>
  page.locator(`[data-payment-button="${provider}"][data-enhanced="true"]`).waitFor()

/** Records requests to hosts other than the site and the Stripe stand-in; PayPal is answered with `paypal`. */
async function watchForeign(context: BrowserContext, paypal?: (request: PwRequest) => Promise<void> | void) {
  const seen: string[] = []
  const allowed = [new URL(base).host, new URL(stripeBase).host]
  await context.route('**/*', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (allowed.includes(url.host)) return route.continue()
    seen.push(request.url())
    if (paypal && request.url().startsWith(PAYPAL)) await paypal(request)
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>PayPal (prueba)</title><h1>PayPal</h1>',
    })
  })
  return seen
}

describe('payment buttons on the portrait page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: both buttons, the concept and 50,00 €, nothing asked of a gateway on load',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const foreign = await watchForeign(context)
      const page = await context.newPage()
      await page.goto(PAGE)
      await page.waitForLoadState('networkidle')
      for (const block of [stripeBlock(page), paypalBlock(page)]) {
        expect(await block.locator('.payment-button__concept').textContent()).toBe(CONCEPT)
        expect(await block.locator('.payment-button__amount').textContent()).toBe('50,00\u00a0€')
      }
      expect(await stripeButton(page).isEnabled()).toBe(true)
      expect(await paypalButton(page).isVisible()).toBe(true)
      expect(await page.locator('.payment-button [aria-disabled="true"]').count()).toBe(0)
      // The Stripe form carries where the button is, never what it costs.
      expect(
        await stripeBlock(page)
          .locator('input[type="hidden"]')
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name)),
      ).toEqual(['page', 'block'])
      expect(foreign).toEqual([])
      await context.close()
    },
  )

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: PayPal gets its Buy Now form in euros, in Spanish, from the sandbox account',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const foreign = await watchForeign(context)
      // PayPal's address answers 204 No Content here: the post is recorded and the browser stays on
      // the page, showing what the visitor reads while PayPal loads (later routes are asked first).
      let posted: URLSearchParams | undefined
      await context.route(`${PAYPAL}*`, (route) => {
        posted = new URLSearchParams(route.request().postData() ?? '')
        return route.fulfill({ status: 204 })
      })
      const page = await context.newPage()
      await page.goto(PAGE)
      const blockId = (await paypalBlock(page).getAttribute('data-block-id'))!
      await enhanced(page, 'paypal')
      await paypalButton(page).click()
      await expect.poll(() => posted).toBeDefined()
      await paypalBlock(page).getByRole('status').filter({ hasText: PAYMENT_MESSAGES.redirecting }).waitFor()
      expect(foreign).toEqual([])
      expect(Object.fromEntries(posted!)).toEqual({
        cmd: '_xclick',
        business: 'pagos@revela.test',
        item_name: CONCEPT,
        amount: '50.00',
        currency_code: 'EUR',
        lc: 'es_ES',
        no_shipping: '1',
        no_note: '1',
        rm: '1',
        return: `${base}${PAGE}?pago=ok&bloque=${blockId}`,
        cancel_return: `${base}${PAGE}?pago=cancelado&bloque=${blockId}`,
        custom: expect.stringMatching(new RegExp(`^page\\d+_block${blockId}$`)),
        charset: 'utf-8',
      })
      await context.close()
    },
  )

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: Stripe opens one checkout session for 5000 cents and the concept, and the return says so',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(PAGE)
      const blockId = (await stripeBlock(page).getAttribute('data-block-id'))!
      const before = (await stripeRequests()).length
      await enhanced(page)
      // A double click must not open two checkouts.
      await stripeButton(page).dblclick()
      await page.waitForURL(`${stripeBase}/pay/cs_test_**`)
      expect(await page.locator('#concepto').textContent()).toBe(CONCEPT)
      expect(await page.locator('#importe').textContent()).toBe('50.00 EUR')
      const requests = await stripeRequests()
      expect(requests.length).toBe(before + 1)
      expect(requests.at(-1)!.form).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '5000',
        'line_items[0][price_data][product_data][name]': CONCEPT,
        'line_items[0][quantity]': '1',
        locale: 'es',
        success_url: `${base}${PAGE}?pago=ok&bloque=${blockId}`,
        cancel_url: `${base}${PAGE}?pago=cancelado&bloque=${blockId}`,
      })
      expect(requests.at(-1)!.idempotencyKey).toMatch(/^revela-/)

      await page.locator('#pagar').click()
      await page.waitForURL(`${base}${PAGE}?pago=ok&bloque=${blockId}`)
      await stripeBlock(page).getByRole('status').filter({ hasText: PAYMENT_MESSAGES.paid }).waitFor()
      expect(await paypalBlock(page).locator('[data-payment-status]').textContent()).toBe('')
      await context.close()
    },
  )

  it('Stripe: cancelling on Stripe’s page comes back with a message that nothing was charged', async () => {
    const page = await (await newContext(browser, base, 'mobile')).newPage()
    await page.goto(PAGE)
    await enhanced(page)
    await stripeButton(page).click()
    await page.waitForURL(`${stripeBase}/pay/**`)
    await page.locator('#cancelar').click()
    await page.waitForURL(/\?pago=cancelado&bloque=/)
    await stripeBlock(page).getByRole('status').filter({ hasText: PAYMENT_MESSAGES.cancelled }).waitFor()
  })

  it('Stripe without JavaScript: the form post is answered 303 to the checkout page', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto(PAGE)
    const pageId = (await stripeBlock(page).locator('input[name="page"]').getAttribute('value'))!
    const blockId = (await stripeBlock(page).getAttribute('data-block-id'))!
    const response = await page.request.post(`${base}${STRIPE_CHECKOUT_PATH}`, {
      form: { page: pageId, block: blockId },
      headers: { origin: base },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toMatch(new RegExp(`^${stripeBase}/pay/cs_test_`))
  })

  it.each([
    ['a malformed page id', { page: 'retrato', block: 'x' }, base, 400, 'rest_invalid_param'],
    [
      'a block that is not on the page',
      { page: '__PAGE__', block: '000000000000000000000000' },
      base,
      404,
      'revela_payment_not_found',
    ],
    ['another site', { page: '__PAGE__', block: '__BLOCK__' }, 'https://evil.example', 403, 'rest_forbidden_origin'],
  ])('the endpoint refuses %s', async (_, form, origin, status, code) => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto(PAGE)
    const pageId = (await stripeBlock(page).locator('input[name="page"]').getAttribute('value'))!
    const blockId = (await stripeBlock(page).getAttribute('data-block-id'))!
    const before = (await stripeRequests()).length
    const body = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, v.replace('__PAGE__', pageId).replace('__BLOCK__', blockId)]),
    )
    const response = await page.request.post(`${base}${STRIPE_CHECKOUT_PATH}`, {
      form: body,
      headers: { origin, accept: 'application/json' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(status)
    expect(((await response.json()) as { code: string }).code).toBe(code)
    expect((await stripeRequests()).length).toBe(before)
  })

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: the buttons pass axe (WCAG 2.2 AA), also with a return message',
    async (viewport) => {
      const page = await (await newContext(browser, base, viewport)).newPage()
      await page.goto(`${PAGE}?pago=cancelado`)
      await page.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.cancelled }).waitFor()
      const results = await new AxeBuilder({ page })
        .include('.payment-button')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      )
    },
  )
})
