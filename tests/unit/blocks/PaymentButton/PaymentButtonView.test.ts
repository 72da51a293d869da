import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PaymentButtonView, type PaymentButtonViewProps } from '@/blocks/PaymentButton/PaymentButtonView'
import { STRIPE_CHECKOUT_PATH } from '@/payments/core/checkoutPath'
import { paypalCheckoutForm } from '@/payments/core/paypalCheckoutForm'

const base: PaymentButtonViewProps = {
  blockId: 'b1',
  provider: 'stripe',
  label: 'Pagar la señal con tarjeta',
  concept: 'Señal · Sesión de retrato',
  amountText: '50,00\u00a0€',
  checkout: {
    action: STRIPE_CHECKOUT_PATH,
    fields: [
      ['page', '7'],
      ['block', 'b1'],
    ],
  },
  contactHref: 'mailto:hola@revela.example',
}
const render = (props: Partial<PaymentButtonViewProps> = {}) =>
  renderToStaticMarkup(createElement(PaymentButtonView, { ...base, ...props }))

describe('PaymentButtonView', () => {
  it('Stripe: a plain form posting only the page and block to our endpoint, never the price', () => {
    const html = render()
    expect(html).toContain(
      '<form class="payment-button__form" accept-charset="utf-8" action="/wp-json/revela/v1/payments/stripe/checkout" method="post">',
    )
    expect(html).toContain('<input type="hidden" name="page" value="7"/><input type="hidden" name="block" value="b1"/>')
    expect(html).not.toMatch(/name="(amount|unit_amount|price)"/)
    expect(html).toContain(
      '<button type="submit" class="button button--primary payment-button__submit" aria-describedby="pago-b1-aviso">Pagar la señal con tarjeta</button>',
    )
    expect(html).toContain(
      '<p class="payment-button__via" id="pago-b1-aviso">Pagarás con tarjeta en la página segura de Stripe.</p>',
    )
    expect(html).toContain(
      '<span class="payment-button__concept">Señal · Sesión de retrato</span> <span class="payment-button__amount">50,00\u00a0€</span>',
    )
  })

  it('PayPal: PayPal’s own form, with every field hidden and escaped', () => {
    const checkout = paypalCheckoutForm({
      account: 'pagos@revela.test',
      sandbox: true,
      concept: 'Señal "retrato" <b>',
      cents: 5000,
      returnUrl: 'https://revela.example/r/?pago=ok&bloque=b1',
      cancelUrl: 'https://revela.example/r/?pago=cancelado&bloque=b1',
      reference: 'page7_blockb1',
    })
    const html = render({ provider: 'paypal', checkout })
    expect(html).toContain('action="https://www.sandbox.paypal.com/cgi-bin/webscr"')
    expect(html).toContain('<input type="hidden" name="item_name" value="Señal &quot;retrato&quot; &lt;b&gt;"/>')
    expect(html).toContain(
      '<input type="hidden" name="return" value="https://revela.example/r/?pago=ok&amp;bloque=b1"/>',
    )
    expect(html.match(/type="hidden"/g)).toHaveLength(13)
    expect(html).toContain('Pagarás en la página segura de PayPal.')
  })

  it('without a configured provider: a disabled button that says why, and no form', () => {
    const html = render({ checkout: null })
    expect(html).not.toContain('<form')
    expect(html).toContain(
      '<button type="button" class="button button--primary payment-button__submit" aria-disabled="true" aria-describedby="pago-b1-aviso">Pagar la señal con tarjeta</button>',
    )
    expect(html).toContain(
      '<p class="payment-button__note" id="pago-b1-aviso">El pago en línea no está disponible en este momento; <a href="mailto:hola@revela.example">escríbenos</a> y te ayudamos.</p>',
    )
    expect(render({ checkout: null, contactHref: null })).toContain('en este momento; escríbenos y te ayudamos.</p>')
  })

  it('keeps an empty status region for the return and redirect messages', () => {
    expect(render()).toContain('<p class="payment-button__status" role="status" data-payment-status=""></p>')
    expect(render()).toContain('id="pago-b1" data-payment-button="stripe" data-block-id="b1"')
  })

  it('leaves out the summary when the amount is not valid', () => {
    expect(render({ amountText: null, checkout: null })).not.toContain('payment-button__summary')
  })
})
