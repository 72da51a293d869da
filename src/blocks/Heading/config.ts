import type { Block } from 'payload'

import { blockImages } from '../blockImages'

export const HeadingBlock: Block = {
  slug: 'heading',
  interfaceName: 'HeadingBlock',
  labels: { singular: 'Título', plural: 'Títulos' },
  admin: { images: blockImages('heading') },
  fields: [
    { name: 'text', label: 'Texto', type: 'text', required: true },
    {
      name: 'level',
      label: 'Nivel',
      type: 'select',
      defaultValue: '2',
      options: [
        { label: 'H1 (uno por página)', value: '1' },
        { label: 'H2', value: '2' },
        { label: 'H3', value: '3' },
      ],
      required: true,
    },
    {
      name: 'align',
      label: 'Alineación',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: 'Izquierda', value: 'left' },
        { label: 'Centro', value: 'center' },
      ],
    },
  ],
}
