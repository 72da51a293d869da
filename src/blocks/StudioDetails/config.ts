import type { Block } from 'payload'

import { blockImages } from '../blockImages'
import { STUDIO_DETAIL_KINDS, STUDIO_DETAIL_LABELS } from '@/lib/studioDetails/studioDetailKinds'

/**
 * The studio's contact details drawn from Ajustes del sitio → Estudio and Redes at render time, so
 * that a new phone or address shows on every page that has this block, never typed twice.
 */
export const StudioDetailsBlock: Block = {
  slug: 'studioDetails',
  interfaceName: 'StudioDetailsBlock',
  labels: { singular: 'Datos del estudio', plural: 'Datos del estudio' },
  admin: { images: blockImages('studioDetails') },
  fields: [
    {
      name: 'show',
      label: 'Datos que se muestran',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...STUDIO_DETAIL_KINDS],
      options: STUDIO_DETAIL_KINDS.map((value) => ({ value, label: STUDIO_DETAIL_LABELS[value] })),
      admin: {
        description:
          'Se toman de Ajustes del sitio (pestañas Estudio y Redes): si cambian allí, cambian en todas las páginas.',
      },
    },
    {
      name: 'showLabels',
      label: 'Mostrar el nombre de cada dato (p. ej. «Teléfono:»)',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
