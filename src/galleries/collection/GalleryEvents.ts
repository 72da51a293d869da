import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { GALLERY_EVENTS } from '@/galleries/core/galleryTypes'

import { nobody, studio } from './galleryAccess'

/**
 * The galleries' access log: who opened a gallery, mistyped its PIN, downloaded, sent the selection,
 * and when. Written by the gallery's routes only (Local API); the studio reads it; deleted after
 * GALLERY_LIMITS.accessLogDays by the hourly purge. The address is kept to its network
 * (galleries/core/accessLogAddress), the browser's name shortened.
 */
export const GalleryEvents: CollectionConfig = {
  slug: 'gallery-events',
  labels: { singular: 'Acceso a una galería', plural: 'Registro de accesos' },
  admin: {
    group: 'Clientes',
    useAsTitle: 'kind',
    defaultColumns: ['createdAt', 'gallery', 'kind', 'photo', 'ip'],
    description: `Quién abrió cada galería, descargó o envió su selección, y cuándo. Se borra pasados ${GALLERY_LIMITS.accessLogDays} días.`,
  },
  defaultSort: '-createdAt',
  access: { read: studio, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'gallery',
      label: 'Galería',
      type: 'relationship',
      relationTo: 'client-galleries',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      label: 'Qué hizo',
      type: 'select',
      required: true,
      options: Object.entries(GALLERY_EVENTS).map(([value, label]) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'photo', label: 'Foto', type: 'relationship', relationTo: 'gallery-photos', admin: { readOnly: true } },
    {
      name: 'ip',
      label: 'Red (IP)',
      type: 'text',
      maxLength: 64,
      admin: { readOnly: true, description: 'La dirección sin su última parte: la red, no el aparato.' },
    },
    {
      name: 'userAgent',
      label: 'Navegador',
      type: 'text',
      maxLength: GALLERY_LIMITS.userAgentMaxChars,
      admin: { readOnly: true },
    },
  ],
}
