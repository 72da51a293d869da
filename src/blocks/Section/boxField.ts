import type { Field } from 'payload'

import { hexColourField } from '@/fields/hexColour'

const side = (name: 'top' | 'right' | 'bottom' | 'left', label: string): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  max: 500,
  admin: { step: 1 },
})

/** «Color de fondo y relleno», as Elementor's section has them; empty, the section keeps the site's look. */
export const boxField: Field = {
  type: 'collapsible',
  label: 'Color de fondo y relleno',
  admin: { initCollapsed: true },
  fields: [
    hexColourField('backgroundColor', 'Color de fondo', 'Sin color, el del tono elegido.'),
    {
      name: 'padding',
      label: 'Relleno interior (px)',
      type: 'group',
      admin: { description: 'Cada lado vacío conserva el del sitio.' },
      fields: [
        {
          type: 'row',
          fields: [side('top', 'Arriba'), side('right', 'Derecha'), side('bottom', 'Abajo'), side('left', 'Izquierda')],
        },
      ],
    },
  ],
}
