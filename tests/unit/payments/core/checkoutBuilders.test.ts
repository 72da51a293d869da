import { describe, expect, it } from 'vitest'

import { paypalCheckoutForm } from '@/payments/core/paypalCheckoutForm'
import { paymentReturnUrls } from '@/payments/core/paymentReturnUrls'
import { stripeSessionBody } from '@/payments/core/stripeSessionBody'

const urls = paymentReturnUrls({
  siteUrl: 'https://revela.example',
  pagePath: '/sesiones-de-fotos/retrato/',
  blockId: '65f0c0ffee',
  successPath: null,
  cancelPath: null,
})

describe('paymentReturnUrls', () => {
  it('comes back to the button’s page, naming the block, when no page was chosen', () => {
    expect(urls).toEqual({
      success: 'https://revela.example/sesiones-de-fotos/retrato/?pago=ok&bloque=65f0c0ffee',
      cancel: 'https://revela.example/sesiones-de-fotos/retrato/?pago=cancelado&bloque=65f0c0ffee',
    })
  })
  it('goes to the chosen pages, without the block there', () => {
    expect(
      paymentReturnUrls({
        siteUrl: 'https://revela.example',
        pagePath: '/',
        blockId: 'b1',
        successPath: '/gracias/',
        cancelPath: '/',
      }),
    ).toEqual({
      success: 'https://revela.example/gracias/?pago=ok',
      cancel: 'https://revela.example/?pago=cancelado&bloque=b1',
    })
  })
})

describe('paypalCheckoutForm', () => {
  const input = {
    account: 'pagos@revela.test',
    concept: 'Señal · Sesión de retrato',
    cents: 5000,
    returnUrl: urls.success,
    cancelUrl: urls.cancel,
    reference: 'page7_block65f0c0ffee',
  }

  it('is PayPal’s Buy Now form for a payment in euros, in Spanish, with no shipping address', () => {
    expect(paypalCheckoutForm({ ...input, sandbox: false })).toEqual({
      action: 'https://www.paypal.com/cgi-bin/webscr',
      fields: [
        ['cmd', '_xclick'],
        ['business', 'pagos@revela.test'],
        ['item_name', 'Señal · Sesión de retrato'],
        ['amount', '50.00'],
        ['currency_code', 'EUR'],
        ['lc', 'es_ES'],
        ['no_shipping', '1'],
        ['no_note', '1'],
        ['rm', '1'],
        ['return', urls.success],
        ['cancel_return', urls.cancel],
        ['custom', 'page7_block65f0c0ffee'],
        ['charset', 'utf-8'],
      ],
    })
  })
  it('posts to the sandbox in test mode', () => {
    expect(paypalCheckoutForm({ ...input, sandbox: true }).action).toBe('https://www.sandbox.paypal.com/cgi-bin/webscr')
  })
})

describe('stripeSessionBody', () => {
  it('asks for one payment of the block’s amount in euros, described inline, in Spanish', () => {
    const body = stripeSessionBody({
      concept: 'Señal · Sesión de retrato',
      cents: 5000,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      pageId: 7,
      blockId: '65f0c0ffee',
    })
    expect([...body]).toEqual([
      ['mode', 'payment'],
      ['line_items[0][price_data][currency]', 'eur'],
      ['line_items[0][price_data][unit_amount]', '5000'],
      ['line_items[0][price_data][product_data][name]', 'Señal · Sesión de retrato'],
      ['line_items[0][quantity]', '1'],
      ['success_url', urls.success],
      ['cancel_url', urls.cancel],
      ['locale', 'es'],
      ['client_reference_id', 'page7_block65f0c0ffee'],
      ['metadata[page_id]', '7'],
      ['metadata[block_id]', '65f0c0ffee'],
    ])
    expect(body.toString()).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=5000')
  })
})
