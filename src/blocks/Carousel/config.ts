import type { Block } from 'payload'

import { linkProblem } from '@/lib/fieldMessages'

import { blockImages } from '../blockImages'
import { AUTOPLAY_DELAY_DEFAULT_S, AUTOPLAY_DELAY_MIN_S } from './core/autoplayDelayMs'
import { numberedRows } from '@/admin/rows/rowNouns'

/** Links a slide may carry: the same forms the button block accepts, or none. */
const validateLink = (value: unknown) => linkProblem(value) ?? true

export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carrusel', plural: 'Carruseles' },
  admin: { images: blockImages('carousel') },
  fields: [
    {
      name: 'label',
      label: 'Nombre del carrusel',
      type: 'text',
      required: true,
      defaultValue: 'Testimonios',
      admin: { description: 'No se muestra: es el nombre con el que lo anuncian los lectores de pantalla.' },
    },
    {
      name: 'slides',
      label: 'Diapositivas',
      type: 'array',
      required: true,
      minRows: 1,
      ...numberedRows('Diapositiva', 'Diapositivas', {
        description: 'Con una sola diapositiva se muestra fija, sin botones.',
      }),
      fields: [
        { name: 'image', label: 'Imagen', type: 'upload', relationTo: 'media' },
        {
          name: 'quote',
          label: 'Cita',
          type: 'textarea',
          admin: { description: 'Deja una línea en blanco entre párrafos.' },
        },
        { name: 'author', label: 'Autor', type: 'text' },
        { name: 'detail', label: 'Detalle', type: 'text', admin: { description: 'Por ejemplo: «Sesión de retrato».' } },
        {
          name: 'link',
          label: 'Enlace del autor',
          type: 'text',
          admin: { description: 'Opcional. Ruta interna (/book-de-fotos/) o URL completa (https://…).' },
          validate: validateLink,
        },
      ],
    },
    {
      name: 'slidesPerView',
      label: 'Diapositivas visibles en escritorio',
      type: 'select',
      defaultValue: '3',
      options: ['3', '2', '1'].map((value) => ({ label: value, value })),
      admin: { description: 'En tableta se ven 2 (o 1 si aquí eliges 1) y en móvil, 1.' },
    },
    { name: 'autoplay', label: 'Avanzar automáticamente', type: 'checkbox', defaultValue: true },
    {
      name: 'autoplayDelay',
      label: 'Segundos entre diapositivas',
      type: 'number',
      defaultValue: AUTOPLAY_DELAY_DEFAULT_S,
      min: AUTOPLAY_DELAY_MIN_S,
      admin: { condition: (_, siblingData) => Boolean(siblingData?.autoplay), step: 0.5 },
    },
    { name: 'arrows', label: 'Mostrar flechas', type: 'checkbox', defaultValue: true },
    { name: 'dots', label: 'Mostrar puntos de navegación', type: 'checkbox', defaultValue: true },
  ],
}
