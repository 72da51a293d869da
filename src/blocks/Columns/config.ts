import type { Block } from 'payload'

import { blockImages } from '../blockImages'
import { contentBlocks } from '../contentBlocks'
import { BLOCK_ROWS, rowNouns } from '@/admin/rows/rowNouns'

const COLUMN_ROWS = rowNouns('Columna', 'Columnas')

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
      labels: COLUMN_ROWS.labels,
      admin: { components: { RowLabel: COLUMN_ROWS.RowLabel } },
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
