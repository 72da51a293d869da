import type { Field } from 'payload'

import { deviceField } from './deviceField'

/** «Efectos de movimiento»: Elementor's scrolling effects, folded away until an editor wants them. */
export const motionField: Field = {
  type: 'collapsible',
  label: 'Efectos de movimiento',
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'motion',
      type: 'group',
      label: false,
      admin: {
        hideGutter: true,
        description:
          'Mueven el contenido de la sección mientras se desplaza la página. No se aplican a quien ha pedido a su sistema que reduzca el movimiento.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'translateY',
              label: 'Desplazamiento vertical',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'Ninguno', value: 'none' },
                { label: 'Hacia arriba', value: 'up' },
                { label: 'Hacia abajo', value: 'down' },
              ],
            },
            {
              name: 'speed',
              label: 'Velocidad (1-10)',
              type: 'number',
              defaultValue: 4,
              min: 1,
              max: 10,
              admin: {
                step: 1,
                condition: (_, siblingData) => Boolean(siblingData?.translateY) && siblingData?.translateY !== 'none',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'opacity',
              label: 'Transparencia',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'Ninguna', value: 'none' },
                { label: 'Aparecer', value: 'fadeIn' },
                { label: 'Desvanecerse', value: 'fadeOut' },
                { label: 'Aparecer y desvanecerse', value: 'fadeInOut' },
              ],
            },
            {
              name: 'scale',
              label: 'Escala',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'Ninguna', value: 'none' },
                { label: 'Crecer al entrar', value: 'grow' },
                { label: 'Encoger al salir', value: 'shrink' },
              ],
            },
          ],
        },
        deviceField(['desktop', 'tablet'], 'Los efectos solo se aplican en estos dispositivos.'),
      ],
    },
  ],
}
