import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

// The content blocks a tab may hold, imported one by one rather than through contentBlocks.ts:
// that list will hold this block too, and a block inside itself would be a circular import.
import { blockImages } from '../blockImages'
import { ButtonBlock } from '../Button/config'
import { GalleryBlock } from '../Gallery/config'
import { HeadingBlock } from '../Heading/config'
import { HtmlBlock } from '../Html/config'
import { ImageBlock } from '../Image/config'
import { MapBlock } from '../Map/config'
import { RichTextBlock } from '../RichText/config'
import { SpacerBlock } from '../Spacer/config'
import { VideoBlock } from '../Video/config'
import { BLOCK_ROWS, numberedRows } from '@/admin/rows/rowNouns'

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Pestañas', plural: 'Bloques de pestañas' },
  admin: { images: blockImages('tabs') },
  fields: [
    {
      name: 'label',
      label: 'Nombre de las pestañas',
      type: 'text',
      admin: {
        description:
          'No se muestra: es el nombre con el que lo anuncian los lectores de pantalla (por ejemplo, «Tipos de sesión»).',
      },
    },
    {
      name: 'items',
      label: 'Pestañas',
      type: 'array',
      required: true,
      minRows: 1,
      ...numberedRows('Pestaña', 'Pestañas'),
      fields: [
        { name: 'title', label: 'Título', type: 'text', required: true },
        anchorField(
          'Opcional. Un enlace a #ancla abre esta pestaña y la muestra (p. ej. familia, para /sesiones-de-fotos/#familia).',
        ),
        {
          name: 'blocks',
          label: 'Contenido',
          type: 'blocks',
          labels: BLOCK_ROWS,
          blocks: [
            HeadingBlock,
            RichTextBlock,
            ImageBlock,
            GalleryBlock,
            ButtonBlock,
            SpacerBlock,
            VideoBlock,
            MapBlock,
            HtmlBlock,
          ],
        },
      ],
    },
    {
      name: 'activeItemIndex',
      label: 'Pestaña abierta al cargar',
      type: 'number',
      min: 1,
      admin: {
        step: 1,
        description: 'Su número, empezando por 1. Si lo dejas vacío, o no hay tantas pestañas, se abre la primera.',
      },
    },
    {
      name: 'instant',
      label: 'Mostrar sin animación',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Cambia de pestaña al instante, sin el fundido de 0,4 s.' },
    },
  ],
}
