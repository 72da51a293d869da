import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/** The cookie policy's table, drawn from the cookies declared in the settings, with a button to change the choice. */
export const CookieTableBlock: Block = {
  slug: 'cookieTable',
  interfaceName: 'CookieTableBlock',
  labels: { singular: 'Tabla de cookies', plural: 'Tablas de cookies' },
  admin: { images: blockImages('cookieTable') },
  fields: [
    {
      name: 'showButton',
      label: 'Mostrar el botón «Configurar cookies»',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'La tabla se genera con las cookies declaradas en Ajustes del sitio → Analítica y cookies.',
      },
    },
  ],
}
