import type { Block } from 'payload'

import { videoSlide } from '@/lightbox/core/videoSlide'

import { blockImages } from '../blockImages'

/** A YouTube or Vimeo video, played in the site's lightbox only when the visitor asks for it. */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Vídeo', plural: 'Vídeos' },
  admin: { images: blockImages('video') },
  fields: [
    {
      name: 'url',
      label: 'Dirección del vídeo',
      type: 'text',
      required: true,
      admin: {
        description:
          'De YouTube o Vimeo, p. ej. https://www.youtube.com/watch?v=… . El reproductor no se carga hasta que el visitante pulsa, así no hay cookies de terceros antes.',
      },
      validate: (value: unknown) =>
        videoSlide(value)?.type === 'embed' ? true : 'Escribe la dirección de un vídeo de YouTube o Vimeo.',
    },
    {
      name: 'title',
      label: 'Título',
      type: 'text',
      admin: { description: 'Lo que se lee en el botón de reproducir (por defecto, «Ver el vídeo»).' },
    },
    { name: 'caption', label: 'Pie', type: 'text' },
  ],
}
