import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

import { blockImages } from '../blockImages'
import { ColumnsBlock } from '../Columns/config'
import { contentBlocks } from '../contentBlocks'
import { boxField } from './boxField'
import { motionField } from './motionField'
import { shapeDividerField } from './shapeDividerField'
import { stickyField } from './stickyField'
import { BLOCK_ROWS } from '@/admin/rows/rowNouns'

export const SectionBlock: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: 'Sección', plural: 'Secciones' },
  admin: { images: blockImages('section') },
  fields: [
    {
      name: 'width',
      label: 'Ancho',
      type: 'select',
      defaultValue: 'boxed',
      options: [
        { label: 'En caja (ancho del contenido)', value: 'boxed' },
        { label: 'Estirada (todo el ancho de la ventana)', value: 'stretched' },
      ],
    },
    {
      name: 'background',
      label: 'Imagen de fondo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Se carga solo cuando la sección está a 200 px de la vista.' },
    },
    {
      name: 'tone',
      label: 'Tono',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Claro', value: 'light' },
        { label: 'Oscuro (texto blanco)', value: 'dark' },
      ],
    },
    anchorField('Para enlaces #ancla (p. ej. precios, para /sesiones-de-fotos/#precios).'),
    boxField,
    shapeDividerField,
    motionField,
    stickyField,
    {
      name: 'blocks',
      label: 'Contenido',
      type: 'blocks',
      labels: BLOCK_ROWS,
      blocks: [ColumnsBlock, ...contentBlocks],
    },
  ],
}
