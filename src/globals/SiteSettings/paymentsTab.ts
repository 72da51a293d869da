import type { Tab } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { STRIPE_SECRET_KEY } from '@/lib/stripeSecretKey'

/**
 * The «Pagos» tab of the site settings: where the payment buttons' money goes. Each value may also
 * come from the environment, which wins (and keeps the Stripe key out of the database altogether).
 */
export const paymentsTab: Tab = {
  label: 'Pagos',
  description:
    'Para los bloques «Botón de pago». Sin cuenta de PayPal ni clave de Stripe los botones se muestran desactivados, con un aviso para el visitante.',
  fields: [
    {
      name: 'paypalAccount',
      label: 'Cuenta de PayPal que recibe los pagos',
      type: 'email',
      admin: {
        description:
          'El correo de la cuenta de PayPal (empresa) del estudio; aparece en el formulario de pago de la página, como en cualquier botón de PayPal. La variable de entorno PAYPAL_ACCOUNT, si está definida, tiene prioridad.',
      },
    },
    {
      name: 'paypalSandbox',
      label: 'Modo de pruebas de PayPal (sandbox)',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Los pagos van al entorno de pruebas de PayPal y no se cobra nada. La variable de entorno PAYPAL_SANDBOX, si está definida, tiene prioridad.',
      },
    },
    {
      name: 'stripeSecretKey',
      label: 'Clave secreta de Stripe',
      type: 'text',
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      validate: (value: unknown) =>
        !value ||
        (typeof value === 'string' && STRIPE_SECRET_KEY.test(value.trim())) ||
        'Debe ser una clave secreta de Stripe: sk_live_…, sk_test_… o una clave restringida rk_live_… / rk_test_….',
      admin: {
        description:
          'sk_live_… para cobrar, sk_test_… para probar; o una clave restringida (rk_…) con permiso de escritura en «Checkout Sessions». La variable de entorno STRIPE_SECRET_KEY, si está definida, tiene prioridad y es lo recomendable: así la clave no se guarda en la base de datos. Solo la usa el servidor; nunca llega al navegador.',
      },
    },
  ],
}
