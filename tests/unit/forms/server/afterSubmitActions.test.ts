import { describe, expect, it } from 'vitest'

import { afterSubmitActions, paypalUrl } from '@/forms/server/afterSubmitActions'

describe('afterSubmitActions', () => {
  it('turns the editor actions into the response fields of the redirect feature', () => {
    const out = afterSubmitActions(
      {
        afterSubmit: [
          { type: 'popup', popupTitle: '¡Gracias!', popupBody: 'Te escribimos pronto.\n\nUn saludo <3' },
          { type: 'redirect', url: '/gracias/', delay: 3 },
          { type: 'new_tab', url: 'https://reservas.example/', delay: 0 },
          { type: 'form', url: 'https://crm.example/alta', method: 'post', fields: [{ name: 'origen', value: 'web' }] },
          {
            type: 'paypal',
            paypalBusiness: 'pagos@revela.test',
            paypalItem: 'Señal sesión',
            paypalAmount: 50,
            paypalCurrency: 'EUR',
          },
        ],
      },
      false,
    )
    expect(out.popup).toEqual([
      {
        'popup-template': '<h2>¡Gracias!</h2><p>Te escribimos pronto.</p><p>Un saludo &lt;3</p>',
        'template-name': '¡Gracias!',
      },
    ])
    expect(out.redirect).toEqual([
      { redirect_url: '/gracias/', type: 'redirect', delay: 3, form: null },
      { redirect_url: 'https://reservas.example/', type: 'new_tab', delay: 0, form: null },
      {
        redirect_url: 'https://crm.example/alta',
        type: 'redirect',
        delay: 0,
        form: { action: 'https://crm.example/alta', method: 'post', fields: [{ name: 'origen', value: 'web' }] },
      },
    ])
    expect(out.redirect_to_paypal).toBe(paypalUrl('pagos@revela.test', 'Señal sesión', 50, 'EUR'))
    expect(new URL(out.redirect_to_paypal!).searchParams.get('amount')).toBe('50.00')
  })

  it('sends scripts and API calls only when the site allows them', () => {
    const settings = { script: 'console.log(1)', apiUrl: 'https://api.example/ping' }
    expect(afterSubmitActions(settings, false)).toEqual({})
    expect(afterSubmitActions(settings, true)).toEqual({
      FireScript: { script: 'console.log(1)', delay_redirect: 0 },
      api_url_request: { url: 'https://api.example/ping', method: 'GET' },
    })
  })
})
