import type { Block } from 'payload'

import { DEFAULT_SHARE_BUTTONS, DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'

import { blockImages } from '../blockImages'
import { RETIRED_SHARE_NETWORKS } from './core/retiredShareNetworks'
import { numberedRows } from '@/admin/rows/rowNouns'

// A closed network stays choosable (pages copied from the old site name it) but says what happens.
const networkOptions = DEFAULT_SHARE_NETWORKS.map(({ name, title }) => {
  const retired = RETIRED_SHARE_NETWORKS[name]
  return { value: name, label: retired ? `${title} (${retired.reason})` : title }
})

/** Share buttons for the page that holds the block: plain links, nothing loaded until a click. */
export const ShareButtonsBlock: Block = {
  slug: 'shareButtons',
  interfaceName: 'ShareButtonsBlock',
  labels: { singular: 'Compartir', plural: 'Botones de compartir' },
  admin: { images: blockImages('shareButtons') },
  fields: [
    {
      name: 'label',
      label: 'Título del grupo',
      type: 'text',
      defaultValue: 'Compartir',
      admin: { description: 'Se muestra encima de los botones. Vacío: sin título visible.' },
    },
    {
      name: 'networks',
      label: 'Redes',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...DEFAULT_SHARE_BUTTONS],
      options: networkOptions,
      admin: {
        description:
          'En este orden. En móviles y tabletas se añade además el botón «Compartir…» del propio teléfono. Nada se carga de las redes hasta que el visitante pulsa un botón.',
      },
    },
    {
      name: 'view',
      label: 'Aspecto',
      type: 'select',
      defaultValue: 'icon-text',
      options: [
        { label: 'Icono y nombre', value: 'icon-text' },
        { label: 'Solo icono', value: 'icon' },
        { label: 'Solo nombre', value: 'text' },
      ],
    },
    {
      name: 'counts',
      label: 'Contadores',
      type: 'array',
      ...numberedRows('Contador', 'Contadores', {
        description:
          'Opcional, solo para las redes que admiten contador. No se consulta a ninguna red: se muestra la cifra que escribas aquí.',
      }),
      fields: [
        {
          name: 'network',
          label: 'Red',
          type: 'select',
          required: true,
          options: DEFAULT_SHARE_NETWORKS.filter((n) => n.hasCounter && !RETIRED_SHARE_NETWORKS[n.name]).map((n) => ({
            value: n.name,
            label: n.title,
          })),
        },
        {
          name: 'count',
          label: 'Contador que muestra el estudio',
          type: 'number',
          required: true,
          min: 0,
          max: 1_000_000_000,
          admin: { step: 1 },
        },
      ],
    },
  ],
}
