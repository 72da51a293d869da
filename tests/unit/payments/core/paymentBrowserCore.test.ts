import { describe, expect, it } from 'vitest'

import {
  INITIAL_PAYMENT_FORM_STATE,
  paymentFormTransition,
  type PaymentFormEvent,
  type PaymentFormState,
} from '@/payments/core/paymentFormState'
import { PAYMENT_MESSAGES } from '@/payments/core/paymentMessages'
import { paymentReturnStatus } from '@/payments/core/paymentReturnStatus'

describe('paymentReturnStatus', () => {
  it.each([
    ['?pago=ok&bloque=b1', { id: 'b1', first: false }, { kind: 'paid', message: PAYMENT_MESSAGES.paid }],
    [
      '?pago=cancelado&bloque=b1',
      { id: 'b1', first: true },
      { kind: 'cancelled', message: PAYMENT_MESSAGES.cancelled },
    ],
    ['?pago=ok&bloque=b2', { id: 'b1', first: true }, null],
    ['?pago=ok', { id: 'b1', first: true }, { kind: 'paid', message: PAYMENT_MESSAGES.paid }],
    ['?pago=ok', { id: 'b2', first: false }, null],
    ['?pago=quizas&bloque=b1', { id: 'b1', first: true }, null],
    ['', { id: 'b1', first: true }, null],
  ])('%s for %j', (search, block, expected) => expect(paymentReturnStatus(search, block)).toEqual(expected))
})

describe('paymentFormTransition', () => {
  const run = (events: PaymentFormEvent[]) =>
    events.reduce<PaymentFormState>(paymentFormTransition, INITIAL_PAYMENT_FORM_STATE)
  it.each([
    ['submit', [{ type: 'submit' }], { status: 'redirecting', message: 'Redirigiendo a la pasarela de pago…' }],
    [
      'a double click',
      [{ type: 'submit' }, { type: 'submit' }],
      { status: 'redirecting', message: 'Redirigiendo a la pasarela de pago…' },
    ],
    ['a failure', [{ type: 'submit' }, { type: 'fail', message: 'No.' }], { status: 'failed', message: 'No.' }],
    [
      'a retry after a failure',
      [{ type: 'submit' }, { type: 'fail', message: 'No.' }, { type: 'submit' }],
      { status: 'redirecting', message: 'Redirigiendo a la pasarela de pago…' },
    ],
    ['coming back with Back', [{ type: 'submit' }, { type: 'reset' }], { status: 'idle', message: '' }],
  ] as [string, PaymentFormEvent[], PaymentFormState][])('%s', (_, events, expected) =>
    expect(run(events)).toEqual(expected),
  )

  it('keeps the very same state on a second submit, so nothing re-renders', () => {
    const busy = run([{ type: 'submit' }])
    expect(paymentFormTransition(busy, { type: 'submit' })).toBe(busy)
  })
})
