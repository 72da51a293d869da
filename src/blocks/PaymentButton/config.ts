import type { Block } from 'payload'

import { amountToCents } from '@/payments/core/amountToCents'
import { DEFAULT_PAYMENT_LABEL } from '@/payments/core/paymentButtonFields'
import { PAYMENT_LIMITS } from '@/payments/core/paymentLimits'

import { blockImages } from '../blockImages'

/**
 * A button that takes a payment (a booking's deposit, a session) through Stripe Checkout or PayPal.
 * The amount and concept live here, on the server: Stripe is told them by our endpoint, never by
 * the visitor's browser.
 */
export const PaymentButtonBlock: Block = {
  slug: 'paymentButton',
  interfaceName: 'PaymentButtonBlock',
  labels: { singular: 'Botón de pago', plural: 'Botones de pago' },
  admin: { images: blockImages('paymentButton') },
  fields: [
    {
      name: 'provider',
      label: 'Pasarela',
      type: 'select',
      required: true,
      defaultValue: 'stripe',
      options: [
        { label: 'Tarjeta (Stripe)', value: 'stripe' },
        { label: 'PayPal', value: 'paypal' },
      ],
      admin: {
        description:
          'Necesita la clave secreta de Stripe o la cuenta de PayPal en Ajustes del sitio → Pagos (o en las variables de entorno STRIPE_SECRET_KEY y PAYPAL_ACCOUNT). Mientras falten, el botón se muestra desactivado y el visitante lee: «El pago en línea no está disponible en este momento; escríbenos y te ayudamos.» Con PayPal, el visitante podría cambiar el importe antes de pagar y la web no comprueba después lo cobrado: antes de confirmar una reserva, mira en tu cuenta de PayPal que has recibido el importe completo.',
      },
    },
    {
      name: 'label',
      label: 'Texto del botón',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PAYMENT_LABEL,
      maxLength: 60,
    },
    {
      name: 'concept',
      label: 'Concepto',
      type: 'text',
      required: true,
      maxLength: PAYMENT_LIMITS.conceptMaxLength,
      admin: {
        placeholder: 'Señal sesión de retrato',
        description: 'Lo que se paga, tal como lo verá el cliente en la pasarela y en su justificante.',
      },
    },
    {
      name: 'amount',
      label: 'Importe (€)',
      type: 'number',
      required: true,
      min: PAYMENT_LIMITS.minEuros,
      max: PAYMENT_LIMITS.maxEuros,
      admin: { step: 0.01, description: 'Entre 1 y 10.000 €, con dos decimales como mucho (p. ej. 50 o 49,90).' },
      validate: (value: unknown) => {
        if (value === null || value === undefined || value === '') return 'Escribe el importe.'
        const amount = amountToCents(value)
        return amount.ok || amount.message
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'successPage',
          label: 'Página tras pagar',
          type: 'relationship',
          relationTo: 'pages',
          admin: {
            width: '50%',
            description:
              'Opcional. Si está vacía o sin publicar, se vuelve a esta página con un mensaje de agradecimiento.',
          },
        },
        {
          name: 'cancelPage',
          label: 'Página si se cancela',
          type: 'relationship',
          relationTo: 'pages',
          admin: {
            width: '50%',
            description:
              'Opcional. Si está vacía o sin publicar, se vuelve a esta página con un aviso de que no se ha cobrado nada.',
          },
        },
      ],
    },
  ],
}
