import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/** Elementor's Progress Tracker: how much of the article (or the page) has been read. */
export const ProgressTrackerBlock: Block = {
  slug: 'progressTracker',
  interfaceName: 'ProgressTrackerBlock',
  labels: { singular: 'Progreso de lectura', plural: 'Progresos de lectura' },
  admin: { images: blockImages('progressTracker') },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Tipo',
          type: 'select',
          defaultValue: 'horizontal',
          options: [
            { label: 'Barra horizontal', value: 'horizontal' },
            { label: 'Círculo', value: 'circular' },
          ],
        },
        {
          name: 'position',
          label: 'Posición',
          type: 'select',
          defaultValue: 'top',
          options: [
            { label: 'Arriba (bajo la cabecera)', value: 'top' },
            { label: 'Abajo', value: 'bottom' },
          ],
          admin: { description: 'El círculo se coloca en la esquina izquierda de ese borde.' },
        },
      ],
    },
    {
      name: 'relativeTo',
      label: 'Mide el progreso de',
      type: 'select',
      defaultValue: 'content',
      options: [
        { label: 'El contenido (el artículo o la página)', value: 'content' },
        { label: 'Toda la página', value: 'page' },
      ],
    },
    { name: 'showPercentage', label: 'Mostrar el porcentaje', type: 'checkbox', defaultValue: false },
    {
      name: 'label',
      label: 'Nombre para lectores de pantalla',
      type: 'text',
      defaultValue: 'Progreso de lectura',
      admin: { description: 'No se ve; lo anuncian los lectores de pantalla.' },
    },
  ],
}
