import type { Block } from 'payload'

import { contentBlocks } from '../contentBlocks'

export const ColumnsBlock: Block = {
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: { singular: 'Columnas', plural: 'Columnas' },
  fields: [
    {
      name: 'columns',
      label: 'Columnas',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Columna', plural: 'Columnas' },
      fields: [{ name: 'blocks', label: 'Contenido', type: 'blocks', blocks: contentBlocks }],
    },
  ],
}
