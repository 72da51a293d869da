import type { Block } from 'payload'

import { blockImages } from '../blockImages'

export const SpacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Espacio', plural: 'Espacios' },
  admin: { images: blockImages('spacer') },
  fields: [
    {
      name: 'size',
      label: 'Tamaño',
      type: 'select',
      defaultValue: 'm',
      required: true,
      options: [
        { label: 'Pequeño', value: 's' },
        { label: 'Mediano', value: 'm' },
        { label: 'Grande', value: 'l' },
      ],
    },
  ],
}
