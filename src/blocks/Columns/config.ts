import type { Block } from 'payload'

import { blockImages } from '../blockImages'
import { contentBlocks } from '../contentBlocks'
import { BLOCK_ROWS, numberedRows } from '@/admin/rows/rowNouns'

export const ColumnsBlock: Block = {
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: { singular: 'Columnas', plural: 'Columnas' },
  admin: { images: blockImages('columns') },
  fields: [
    {
      name: 'columns',
      label: 'Columnas',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      ...numberedRows('Columna', 'Columnas'),
      fields: [
        {
          name: 'width',
          label: 'Ancho (%)',
          type: 'number',
          min: 10,
          max: 100,
          admin: { step: 1, description: 'Vacío, las columnas sin ancho se reparten por igual lo que queda.' },
        },
        { name: 'blocks', label: 'Contenido', type: 'blocks', labels: BLOCK_ROWS, blocks: contentBlocks },
      ],
    },
  ],
}
