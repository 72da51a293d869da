import type { Block } from 'payload'

import { blockImages } from '../blockImages'

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Galería', plural: 'Galerías' },
  admin: { images: blockImages('gallery') },
  fields: [
    {
      name: 'images',
      label: 'Imágenes',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
    },
    {
      name: 'columns',
      label: 'Columnas en escritorio',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ label: value, value })),
    },
  ],
}
