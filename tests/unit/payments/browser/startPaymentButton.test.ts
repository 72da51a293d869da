import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PAYMENT_MESSAGES } from '@/payments/core/paymentMessages'
import { startPaymentButton } from '@/payments/browser/startPaymentButton'

type Listener = (event: unknown) => void

/** Just enough of the DOM for the script: one button's block, its form and the window. */
function fakeButton({ provider = 'stripe', search = '', fetch = vi.fn() as ReturnType<typeof vi.fn> } = {}) {
  const status = { textContent: '' }
  const submit = {
    attributes: new Map<string, string>(),
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value)
    },
  }
  const formListeners = new Map<string, Listener>()
  const form = {
    action: 'http://localhost:3999/wp-json/revela/v1/payments/stripe/checkout',
    fields: [
      ['page', '7'],
      ['block', 'b1'],
    ],
    querySelector: () => submit,
    addEventListener: (type: string, fn: Listener) => formListeners.set(type, fn),
    removeEventListener: (type: string) => formListeners.delete(type),
  }
  const root = {
    dataset: { paymentButton: provider, blockId: 'b1' } as Record<string, string>,
    querySelector: (selector: string) =>
      selector === 'form' ? form : selector === '[data-payment-status]' ? status : null,
    scrollIntoView: vi.fn(),
  }
  const winListeners = new Map<string, Listener>()
  const win = {
    location: { search, assign: vi.fn() },
    document: { querySelector: () => root },
    fetch,
    addEventListener: (type: string, fn: Listener) => winListeners.set(type, fn),
    removeEventListener: (type: string) => winListeners.delete(type),
  }
  const handle = startPaymentButton(root as unknown as HTMLElement, win as unknown as Window)
  const submitForm = () => {
    const event = { preventDefault: vi.fn() }
    formListeners.get('submit')?.(event)
    return event
  }
  return { handle, root, status, submit, win, submitForm, winListeners, formListeners }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  // The form's fields, as FormData would read them from the real element.
  vi.stubGlobal(
    'FormData',
    class {
      constructor(private form: { fields: string[][] }) {}
      [Symbol.iterator]() {
        return this.form.fields[Symbol.iterator]()
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('startPaymentButton', () => {
  it('Stripe: asks our endpoint for the checkout address as JSON and goes there, saying so meanwhile', async () => {
    const fetch = vi.fn(async () => Response.json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }))
    const button = fakeButton({ fetch })
    const event = button.submitForm()
    expect(event.preventDefault).toHaveBeenCalled()
    expect(button.status.textContent).toBe('Redirigiendo a la pasarela de pago…')
    expect(button.root.dataset.state).toBe('redirecting')
    expect(button.submit.attributes.get('aria-disabled')).toBe('true')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://localhost:3999/wp-json/revela/v1/payments/stripe/checkout')
    expect(init).toMatchObject({ method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    expect(String(init.body)).toBe('page=7&block=b1')
    await settle()
    expect(button.win.location.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1')
  })

  it('Stripe: opens one checkout however many times the button is pressed', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}))
    const button = fakeButton({ fetch })
    button.submitForm()
    expect(button.submitForm().preventDefault).toHaveBeenCalled()
    expect(fetch).toHaveBeenCalledOnce()
  })

  it.each([
    [
      'the server’s Spanish message',
      async () =>
        Response.json({ code: 'revela_payments_unavailable', message: PAYMENT_MESSAGES.unavailable }, { status: 503 }),
      PAYMENT_MESSAGES.unavailable,
    ],
    [
      'a generic message for an answer without one',
      async () => new Response('Bad gateway', { status: 502 }),
      PAYMENT_MESSAGES.gatewayError,
    ],
    [
      'the network message when the request fails',
      async () => Promise.reject(new TypeError('offline')),
      PAYMENT_MESSAGES.networkError,
    ],
  ])('Stripe: on failure shows %s beside the button and lets the visitor try again', async (_, answer, message) => {
    const button = fakeButton({ fetch: vi.fn(answer) })
    button.submitForm()
    await settle()
    expect(button.status.textContent).toBe(message)
    expect(button.root.dataset.state).toBe('failed')
    expect(button.submit.attributes.get('aria-disabled')).toBe('false')
    expect(button.win.location.assign).not.toHaveBeenCalled()
  })

  it('PayPal: lets the form post itself, and stops only a second press', () => {
    const button = fakeButton({ provider: 'paypal' })
    expect(button.submitForm().preventDefault).not.toHaveBeenCalled()
    expect(button.status.textContent).toBe('Redirigiendo a la pasarela de pago…')
    expect(button.submitForm().preventDefault).toHaveBeenCalled()
    expect(button.win.fetch).not.toHaveBeenCalled()
  })

  it('shows the return message beside the button that was pressed and brings it into view', () => {
    const button = fakeButton({ search: '?pago=ok&bloque=b1' })
    expect(button.status.textContent).toBe(PAYMENT_MESSAGES.paid)
    expect(button.root.dataset.state).toBe('paid')
    expect(button.root.scrollIntoView).toHaveBeenCalled()
    expect(fakeButton({ search: '?pago=cancelado&bloque=otro' }).status.textContent).toBe('')
  })

  it('is ready again when the visitor comes back with Back, and lets go on destroy', () => {
    const button = fakeButton({ provider: 'paypal' })
    button.submitForm()
    button.winListeners.get('pageshow')?.({ persisted: true })
    expect(button.root.dataset.state).toBe('idle')
    expect(button.status.textContent).toBe('')
    button.handle.destroy()
    expect(button.winListeners.size + button.formListeners.size).toBe(0)
  })
})
