import { describe, expect, it } from 'vitest'

import { findPaymentBlock } from '@/payments/core/findPaymentBlock'
import { parseCheckoutRequest } from '@/payments/core/parseCheckoutRequest'
import { resolvePaymentsConfig } from '@/payments/core/resolvePaymentsConfig'

describe('parseCheckoutRequest', () => {
  it('reads the page and block ids', () => {
    expect(parseCheckoutRequest('page=12&block=65f0c0ffee1234567890abcd')).toEqual({
      ok: true,
      request: { pageId: 12, blockId: '65f0c0ffee1234567890abcd' },
    })
  })
  it('ignores any price a visitor adds', () => {
    expect(parseCheckoutRequest('page=12&block=b1&amount=1&unit_amount=1')).toEqual({
      ok: true,
      request: { pageId: 12, blockId: 'b1' },
    })
  })
  it.each([
    ['', 'Falta el parámetro: page.'],
    ['block=b1', 'Falta el parámetro: page.'],
    ['page=abc&block=b1', 'Parámetro no válido: page debe ser el número de una página.'],
    ['page=0&block=b1', 'Parámetro no válido: page debe ser el número de una página.'],
    ['page=-3&block=b1', 'Parámetro no válido: page debe ser el número de una página.'],
    ['page=1.5&block=b1', 'Parámetro no válido: page debe ser el número de una página.'],
    ['page=99999999999&block=b1', 'Parámetro no válido: page debe ser el número de una página.'],
    ['page=12', 'Falta el parámetro: block.'],
    ['page=12&block=', 'Parámetro no válido: block debe ser el identificador de un bloque (letras, cifras, - o _).'],
    [
      'page=12&block=%3Cscript%3E',
      'Parámetro no válido: block debe ser el identificador de un bloque (letras, cifras, - o _).',
    ],
    [
      `page=12&block=${'a'.repeat(65)}`,
      'Parámetro no válido: block debe ser el identificador de un bloque (letras, cifras, - o _).',
    ],
  ])('refuses %j', (body, message) => expect(parseCheckoutRequest(body)).toEqual({ ok: false, message }))
})

describe('findPaymentBlock', () => {
  const button = { blockType: 'paymentButton', id: 'pay1', provider: 'stripe', concept: 'Señal', amount: 50 }
  const layout = [
    { blockType: 'heading', id: 'h1', text: 'Reserva' },
    {
      blockType: 'section',
      id: 's1',
      blocks: [
        { blockType: 'columns', id: 'c1', columns: [{ blocks: [{ blockType: 'richText', id: 'r1' }, button] }] },
      ],
    },
  ]
  it('finds a button at any depth of sections and columns', () => {
    expect(findPaymentBlock(layout, 'pay1')).toBe(button)
  })
  it.each([
    ['an unknown id', layout, 'nope'],
    ['another block’s id', layout, 'h1'],
    ['a block with an unknown provider', [{ ...button, provider: 'bizum' }], 'pay1'],
    ['no layout', null, 'pay1'],
  ])('is null for %s', (_, value, id) => expect(findPaymentBlock(value, id)).toBeNull())
})

describe('resolvePaymentsConfig', () => {
  const apiBase = 'https://api.stripe.com'
  it.each([
    ['nothing anywhere', {}, {}, { stripe: null, paypal: null }],
    [
      'the settings alone',
      {},
      { stripeSecretKey: ' sk_live_abc123 ', paypalAccount: 'pagos@revela.es', paypalSandbox: true },
      { stripe: { secretKey: 'sk_live_abc123', apiBase }, paypal: { account: 'pagos@revela.es', sandbox: true } },
    ],
    [
      'the environment over the settings',
      { stripeSecretKey: 'sk_test_env', paypalAccount: 'env@revela.es', paypalSandbox: false },
      { stripeSecretKey: 'sk_live_db', paypalAccount: 'db@revela.es', paypalSandbox: true },
      { stripe: { secretKey: 'sk_test_env', apiBase }, paypal: { account: 'env@revela.es', sandbox: false } },
    ],
    [
      'a malformed key or account as none',
      {},
      { stripeSecretKey: 'pk_live_public', paypalAccount: 'no es un correo' },
      { stripe: null, paypal: null },
    ],
    [
      'a restricted key',
      {},
      { stripeSecretKey: 'rk_test_restricted' },
      { stripe: { secretKey: 'rk_test_restricted', apiBase }, paypal: null },
    ],
  ])('%s', (_, env, settings, expected) =>
    expect(resolvePaymentsConfig({ stripeApiBase: apiBase, ...env }, settings)).toEqual(expected),
  )
})
