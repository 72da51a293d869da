import type { Block } from 'payload'

import { blockImages } from '../blockImages'

export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { images: blockImages('image') },
  fields: [
    { name: 'image', label: 'Imagen', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Pie de foto', type: 'text' },
    {
      name: 'link',
      label: 'Abrir en la ventana de imagen (lightbox)',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
