import type { CheckoutForm } from '@/payments/core/paypalCheckoutForm'
import type { PaymentProvider } from '@/payments/core/paymentButtonFields'

import { PaymentButtonScript } from './PaymentButtonScript.client'
import './paymentButton.css'

export type PaymentButtonViewProps = {
  blockId: string
  provider: PaymentProvider
  label: string
  concept: string
  /** «50,00 €»; null when the block's amount is not valid. */
  amountText: string | null
  /** The form to post, or null when the provider is not configured: the button is then disabled. */
  checkout: CheckoutForm | null
  /** Where «escríbenos» leads when payments are unavailable. */
  contactHref?: string | null
}

const VIA: Record<PaymentProvider, string> = {
  stripe: 'Pagarás con tarjeta en la página segura de Stripe.',
  paypal: 'Pagarás en la página segura de PayPal.',
}

/**
 * A payment button as a plain HTML form that posts to the gateway (PayPal) or to our endpoint
 * (Stripe): it works without JavaScript. Without a configured provider it is drawn disabled, with a
 * note, never as a button that leads to an error.
 */
export function PaymentButtonView({
  blockId,
  provider,
  label,
  concept,
  amountText,
  checkout,
  contactHref,
}: PaymentButtonViewProps) {
  const noteId = `pago-${blockId}-aviso`
  return (
    <div
      className={`payment-button payment-button--${provider}`}
      id={`pago-${blockId}`}
      data-payment-button={provider}
      data-block-id={blockId}
    >
      {amountText && (
        <p className="payment-button__summary">
          <span className="payment-button__concept">{concept}</span>{' '}
          <span className="payment-button__amount">{amountText}</span>
        </p>
      )}
      {checkout ? (
        <form className="payment-button__form" method="post" action={checkout.action} acceptCharset="utf-8">
          {checkout.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button--primary payment-button__submit" aria-describedby={noteId}>
            {label}
          </button>
          <p className="payment-button__via" id={noteId}>
            {VIA[provider]}
          </p>
        </form>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary payment-button__submit"
            aria-disabled="true"
            aria-describedby={noteId}
          >
            {label}
          </button>
          <p className="payment-button__note" id={noteId}>
            El pago en línea no está disponible en este momento;{' '}
            {contactHref ? <a href={contactHref}>escríbenos</a> : 'escríbenos'} y te ayudamos.
          </p>
        </>
      )}
      <p className="payment-button__status" role="status" data-payment-status="" />
      {checkout && <PaymentButtonScript id={`pago-${blockId}`} />}
    </div>
  )
}
