import type { Block } from 'payload'

import { STUDIO_VALUE_KINDS, STUDIO_DETAIL_LABELS } from '@/lib/studioDetails/studioDetailKinds'

/**
 * One of the studio's details inside a sentence of rich text («Llámanos al +34…»), read from Ajustes
 * del sitio when the page is drawn: the editor inserts it from the toolbar's «+» or by typing «/».
 */
export const StudioValueBlock: Block = {
  slug: 'studioValue',
  interfaceName: 'StudioValueInline',
  labels: { singular: 'Dato del estudio', plural: 'Datos del estudio' },
  fields: [
    {
      name: 'detail',
      label: 'Dato',
      type: 'select',
      required: true,
      defaultValue: 'phone',
      options: STUDIO_VALUE_KINDS.map((value) => ({ value, label: STUDIO_DETAIL_LABELS[value] })),
      admin: { description: 'Se toma de Ajustes del sitio → Estudio: si cambia allí, cambia aquí.' },
    },
  ],
}
