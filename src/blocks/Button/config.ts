import type { Block, Condition } from 'payload'
import { upload, type UploadFieldValidation } from 'payload/shared'

import { linkProblem } from '@/lib/fieldMessages'
import { videoSlide } from '@/lightbox/core/videoSlide'

import { blockImages } from '../blockImages'
import { BUTTON_ACTIONS, type ButtonAction } from './buttonAction'

// A button saved before «Acción al pulsar» existed has no action: it is a link, as it was.
const actionOf = (sibling: unknown): ButtonAction =>
  (sibling as { action?: ButtonAction | null } | undefined)?.action ?? 'link'
const when =
  (action: ButtonAction): Condition =>
  (_, sibling) =>
    actionOf(sibling) === action

/** An upload needed only by one action: empty is an error there, and fine for the others. */
const requiredFor =
  (action: ButtonAction, message: string): UploadFieldValidation =>
  (value, options) =>
    actionOf(options.siblingData) === action && (Array.isArray(value) ? value.length === 0 : !value)
      ? message
      : upload(value, options)

export const ButtonBlock: Block = {
  slug: 'button',
  interfaceName: 'ButtonBlock',
  labels: { singular: 'Botón', plural: 'Botones' },
  admin: { images: blockImages('button') },
  fields: [
    { name: 'label', label: 'Texto del botón', type: 'text', required: true },
    {
      name: 'action',
      label: 'Acción al pulsar',
      type: 'select',
      defaultValue: 'link',
      options: BUTTON_ACTIONS.map(({ value, label }) => ({ value, label })),
      admin: {
        description: 'Las tres opciones «en visor» abren el visor de imágenes sobre la página, sin salir de ella.',
      },
    },
    {
      name: 'href',
      label: 'Enlace',
      type: 'text',
      admin: {
        condition: when('link'),
        description: 'Ruta interna (/contacto/), URL completa (https://…) o ancla (#seccion).',
      },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
        actionOf(siblingData) !== 'link' || (linkProblem(value, { contact: true, required: true }) ?? true),
    },
    {
      name: 'image',
      label: 'Imagen',
      type: 'upload',
      relationTo: 'media',
      admin: {
        condition: when('image'),
        description: 'Se abre a pantalla completa, con su título y su descripción de la biblioteca de medios.',
      },
      validate: requiredFor('image', 'Elige la imagen que se abrirá en el visor.'),
    },
    {
      name: 'slides',
      label: 'Imágenes del pase',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: {
        condition: when('slideshow'),
        description: 'En este orden; el visitante pasa de una a otra con las flechas o deslizando el dedo.',
      },
      validate: requiredFor('slideshow', 'Elige al menos una imagen para el pase.'),
    },
    {
      name: 'video',
      label: 'Dirección del vídeo',
      type: 'text',
      admin: {
        condition: when('video'),
        placeholder: 'https://www.youtube.com/watch?v=…',
        description:
          'Un vídeo de YouTube o Vimeo (se reproduce en su modo de privacidad mejorada) o un archivo .mp4 o .webm del sitio.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
        actionOf(siblingData) !== 'video' || videoSlide(value)
          ? true
          : 'Pega la dirección de un vídeo de YouTube o Vimeo, o de un archivo .mp4 o .webm.',
    },
    {
      name: 'variant',
      label: 'Estilo',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Principal', value: 'primary' },
        { label: 'Secundario', value: 'secondary' },
      ],
    },
    {
      name: 'newTab',
      label: 'Abrir en una pestaña nueva',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: when('link') },
    },
  ],
}
