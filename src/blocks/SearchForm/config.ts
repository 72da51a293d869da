import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/**
 * «Buscador»: WordPress's search box (the Search block, the Search widget, Elementor's search form)
 * wherever an editor places it; it sends to the site's search (/?s=…), with no JavaScript.
 */
export const SearchFormBlock: Block = {
  slug: 'searchForm',
  interfaceName: 'SearchFormBlock',
  labels: { singular: 'Buscador', plural: 'Buscadores' },
  admin: { images: blockImages('searchForm') },
  fields: [
    {
      name: 'label',
      label: 'Texto sobre la casilla',
      type: 'text',
      defaultValue: 'Buscar en el sitio',
      maxLength: 120,
    },
    { name: 'placeholder', label: 'Texto de ejemplo dentro de la casilla', type: 'text', maxLength: 120 },
    { name: 'buttonText', label: 'Texto del botón', type: 'text', defaultValue: 'Buscar', maxLength: 60 },
  ],
}
