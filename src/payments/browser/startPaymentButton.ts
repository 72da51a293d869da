import {
  INITIAL_PAYMENT_FORM_STATE,
  paymentFormTransition,
  type PaymentFormEvent,
} from '@/payments/core/paymentFormState'
import { PAYMENT_MESSAGES } from '@/payments/core/paymentMessages'
import { paymentReturnStatus } from '@/payments/core/paymentReturnStatus'

/**
 * The small part of a payment button that needs the browser: the «Redirigiendo…» state (and no
 * second checkout on a double click), the message shown on coming back from the gateway and, for
 * Stripe, the request for the checkout address. Without it the plain form works all the same.
 *
 * Stripe's address is fetched and opened with location.assign rather than left to the form's 303:
 * browsers apply the page's CSP form-action to a form's redirects, and the script can show an error
 * beside the button instead of leaving the page.
 */
export function startPaymentButton(root: HTMLElement, win: Window = window): { destroy(): void } {
  const status = root.querySelector<HTMLElement>('[data-payment-status]')
  const form = root.querySelector('form')
  const submit = form?.querySelector('button')
  let state = INITIAL_PAYMENT_FORM_STATE

  const dispatch = (event: PaymentFormEvent) => {
    state = paymentFormTransition(state, event)
    root.dataset.state = state.status
    if (status) status.textContent = state.message
    submit?.setAttribute('aria-disabled', String(state.status === 'redirecting'))
  }

  const returned = paymentReturnStatus(win.location.search, {
    id: root.dataset.blockId ?? '',
    first: win.document.querySelector('[data-payment-button]') === root,
  })
  if (returned && status) {
    status.textContent = returned.message
    root.dataset.state = returned.kind
    if (new URLSearchParams(win.location.search).has('bloque')) root.scrollIntoView({ block: 'center' })
  }

  const onSubmit = (event: SubmitEvent) => {
    const busy = state.status === 'redirecting'
    dispatch({ type: 'submit' })
    // PayPal's form goes on by itself; only a second click is stopped.
    if (!busy && root.dataset.paymentButton !== 'stripe') return
    event.preventDefault()
    if (busy || !form) return
    win
      .fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])),
        credentials: 'same-origin',
      })
      .then(async (response) => {
        const data = (await response.json().catch(() => {
          // An answer without a JSON body (a proxy's error page) has no
          // message of its own: the gateway error below is shown.
          return {}
        })) as { url?: unknown; message?: unknown }
        if (response.ok && typeof data.url === 'string') win.location.assign(data.url)
        else
          dispatch({
            type: 'fail',
            message: typeof data.message === 'string' ? data.message : PAYMENT_MESSAGES.gatewayError,
          })
      })
      .catch(() => {
        // fetch rejects only when the site could not be reached: the visitor
        // is told so, and the button can be pressed again.
        dispatch({ type: 'fail', message: PAYMENT_MESSAGES.networkError })
      })
  }
  // Back from the gateway with the browser's Back button, the page comes from the cache as it was left.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) dispatch({ type: 'reset' })
  }

  form?.addEventListener('submit', onSubmit)
  win.addEventListener('pageshow', onPageShow)
  // From here a click goes through the script (Stripe's address by fetch); before, the plain form posts.
  root.dataset.enhanced = 'true'
  return {
    destroy() {
      form?.removeEventListener('submit', onSubmit)
      win.removeEventListener('pageshow', onPageShow)
    },
  }
}
