import { PAYMENT_MESSAGES } from './paymentMessages'

/** A payment form in the browser: one status, never parallel booleans. */
export type PaymentFormState =
  | { status: 'idle'; message: string }
  | { status: 'redirecting'; message: string }
  | { status: 'failed'; message: string }

export type PaymentFormEvent = { type: 'submit' } | { type: 'fail'; message: string } | { type: 'reset' }

export const INITIAL_PAYMENT_FORM_STATE: PaymentFormState = { status: 'idle', message: '' }

/**
 * The one transition function of a payment form. A second submit while the first is on its way to
 * the gateway changes nothing (a double click must not open two checkouts); `reset` is what coming
 * back with the browser's Back button does.
 */
export function paymentFormTransition(state: PaymentFormState, event: PaymentFormEvent): PaymentFormState {
  switch (event.type) {
    case 'submit':
      return state.status === 'redirecting' ? state : { status: 'redirecting', message: PAYMENT_MESSAGES.redirecting }
    case 'fail':
      return { status: 'failed', message: event.message }
    case 'reset':
      return INITIAL_PAYMENT_FORM_STATE
  }
}
