import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/**
 * A place on a map, shown as a link to Google Maps: no map is embedded, so Google is contacted only
 * when the visitor opens it (Elementor's Google Maps widget, brought in from WordPress).
 */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Mapa', plural: 'Mapas' },
  admin: { images: blockImages('map') },
  fields: [
    { name: 'address', label: 'Dirección o lugar', type: 'text', required: true, maxLength: 300 },
    { name: 'zoom', label: 'Zoom', type: 'number', min: 1, max: 20, defaultValue: 15 },
    {
      name: 'height',
      label: 'Alto (px)',
      type: 'number',
      min: 150,
      max: 1000,
      defaultValue: 300,
      admin: { description: 'El alto que tenía el mapa en Elementor; se usa para el recuadro.' },
    },
  ],
}
