import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/**
 * A grid of the latest published posts, Elementor Pro's Loop Grid with its taxonomy filter: cards
 * with image, title, date, excerpt and categories, an optional row of categories to filter by, and
 * pagination. It works without JavaScript (plain links) and, with it, changes page in place.
 * The section that holds it gives it its heading.
 */
export const PostsLoopBlock: Block = {
  slug: 'postsLoop',
  interfaceName: 'PostsLoopBlock',
  labels: { singular: 'Listado de entradas', plural: 'Listados de entradas' },
  admin: { images: blockImages('postsLoop') },
  fields: [
    {
      name: 'category',
      label: 'Categoría',
      type: 'relationship',
      relationTo: 'categories',
      admin: { description: 'Vacío: todas las entradas. Con una categoría, solo las suyas.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'perPage',
          label: 'Entradas por página',
          type: 'number',
          min: 1,
          max: 24,
          defaultValue: 3,
          required: true,
          admin: { step: 1, width: '50%' },
        },
        {
          name: 'columns',
          label: 'Columnas en escritorio',
          type: 'number',
          min: 1,
          max: 4,
          defaultValue: 3,
          required: true,
          admin: { step: 1, width: '50%', description: 'En tableta, dos como mucho; en móvil, una.' },
        },
      ],
    },
    {
      name: 'pagination',
      label: 'Paginación',
      type: 'select',
      defaultValue: 'numbers',
      options: [
        { label: 'Números de página', value: 'numbers' },
        { label: 'Solo «Anterior» y «Siguiente»', value: 'prevNext' },
        { label: 'Sin paginación (solo la primera página)', value: 'none' },
      ],
    },
    {
      name: 'headingLevel',
      label: 'Nivel del título de cada entrada',
      type: 'select',
      defaultValue: '3',
      options: [
        { label: 'H2 (si la sección no tiene título)', value: '2' },
        { label: 'H3', value: '3' },
        { label: 'H4', value: '4' },
      ],
    },
    { name: 'showFilter', label: 'Filtro por categoría', type: 'checkbox', defaultValue: false },
    { name: 'showImage', label: 'Mostrar la imagen destacada', type: 'checkbox', defaultValue: true },
    { name: 'showExcerpt', label: 'Mostrar el extracto', type: 'checkbox', defaultValue: true },
  ],
}
