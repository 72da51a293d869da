import type { Field, GroupField } from 'payload'

import { hexColourField } from '@/fields/hexColour'
import { hasNegative, SHAPES } from '@/shapes/catalog'
import { DIVIDER_HEIGHT, DIVIDER_WIDTH } from '@/shapes/divider'

const chosen = (_: unknown, siblingData: { shape?: string | null } | undefined) => Boolean(siblingData?.shape)

/** One divider (`shapeTop` or `shapeBottom`) with Elementor's settings; the rest shows once a shape is chosen. */
function divider(name: 'shapeTop' | 'shapeBottom', label: string): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        name: 'shape',
        label: 'Forma',
        type: 'select',
        options: SHAPES.map(({ name: value, label: optionLabel }) => ({ label: optionLabel, value })),
        admin: { isClearable: true, placeholder: 'Ninguna' },
        // Elementor (and so the importer) writes '' for «none»; it is stored as no shape.
        hooks: { beforeValidate: [({ value }) => (value === '' ? null : value)] },
      },
      {
        type: 'row',
        admin: { condition: chosen },
        fields: [
          hexColourField('color', 'Color', 'Sin color, el del fondo de la página.'),
          {
            name: 'width',
            label: 'Ancho (%)',
            type: 'number',
            defaultValue: DIVIDER_WIDTH.min,
            min: DIVIDER_WIDTH.min,
            max: DIVIDER_WIDTH.max,
            admin: { step: 10, condition: chosen, description: 'Más de 100 estira la forma más allá de los bordes.' },
          },
          {
            name: 'height',
            label: 'Alto (px)',
            type: 'number',
            min: DIVIDER_HEIGHT.min,
            max: DIVIDER_HEIGHT.max,
            admin: { step: 1, condition: chosen, description: 'Sin alto, una décima parte del ancho.' },
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: chosen },
        fields: [
          { name: 'flip', label: 'Voltear en horizontal', type: 'checkbox', admin: { condition: chosen } },
          {
            name: 'negative',
            label: 'Invertir',
            type: 'checkbox',
            admin: {
              condition: (_, siblingData) => hasNegative(siblingData?.shape ?? ''),
              description: 'Rellena el otro lado de la línea.',
            },
          },
          { name: 'aboveContent', label: 'Delante del contenido', type: 'checkbox', admin: { condition: chosen } },
        ],
      },
    ],
  }
}

/** «Separadores con forma»: Elementor's shape dividers at the section's top and bottom edges, folded away. */
export const shapeDividerField: Field = {
  type: 'collapsible',
  label: 'Separadores con forma',
  admin: { initCollapsed: true, description: 'Una forma decorativa en el borde superior o inferior de la sección.' },
  fields: [divider('shapeTop', 'Arriba'), divider('shapeBottom', 'Abajo')],
}
