import type { Field } from 'payload'

import { deviceField } from './deviceField'

/** «Fijar al desplazarse»: Elementor's sticky option, folded away until an editor wants it. */
export const stickyField: Field = {
  type: 'collapsible',
  label: 'Fijar al desplazarse',
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'sticky',
      type: 'group',
      label: false,
      admin: {
        hideGutter: true,
        description:
          'La sección se queda fija en la ventana mientras se desplaza la página, debajo de la cabecera o en el borde inferior, hasta que termina el contenido de la página: nunca tapa el pie. Si no cabe en la ventana, no se fija.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'position',
              label: 'Fijar',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'No', value: 'none' },
                { label: 'Arriba', value: 'top' },
                { label: 'Abajo', value: 'bottom' },
              ],
            },
            {
              name: 'offset',
              label: 'Distancia al borde (px)',
              type: 'number',
              defaultValue: 0,
              min: 0,
              max: 500,
              admin: {
                step: 1,
                condition: (_, siblingData) => siblingData?.position === 'top' || siblingData?.position === 'bottom',
              },
            },
          ],
        },
        deviceField(['desktop', 'tablet', 'mobile'], 'Solo se fija en estos dispositivos.'),
      ],
    },
  ],
}
