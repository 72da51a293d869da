import type { CollectionConfig, ImageSize } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { env } from '@/env'
import { revalidateEverything } from '@/hooks/revalidate'
import { MEDIA_MIME_TYPES } from '@/lib/mediaUploadRules'
import { uploadsFolder } from '@/lib/uploadsPath'
import { usesField } from '@/references/usesField'
import { fileNotFound } from '@/storage/fileNotFound'
import { listUsesNotice } from '@/references/listUsesNotice'

import { answerRefusals } from './hooks/answerRefusals'
import { checkUploadLimits } from './hooks/checkUploadLimits'
import { setPublicUrls } from './hooks/setPublicUrls'
import { wordpressIdField } from '@/fields/wordpressId'

/** Responsive widths; each in AVIF and WebP so a phone never downloads the original. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const

const responsiveSizes: ImageSize[] = MEDIA_WIDTHS.flatMap((width) => [
  {
    name: `w${width}avif`,
    width,
    withoutEnlargement: true,
    // Width only: 'inside' makes Payload resize straight away (its focal-point path decodes the
    // original at full size twice per size), and lets sharp shrink a JPEG while decoding it.
    fit: 'inside',
    // Effort 2 keeps encoding to a fraction of a second per image on this machine's 2 cores.
    formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } },
  },
  { name: `w${width}webp`, width, withoutEnlargement: true, fit: 'inside', formatOptions: { format: 'webp', options: { quality: 78 } } },
])

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Medios' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'alt', 'folder'],
    group: 'Contenido',
    components: { beforeListTable: [listUsesNotice('media')] },
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  upload: {
    staticDir: env().mediaDir,
    mimeTypes: [...MEDIA_MIME_TYPES],
    adminThumbnail: 'w480webp',
    focalPoint: true,
    imageSizes: responsiveSizes,
    handlers: [fileNotFound],
  },
  fields: [
    wordpressIdField,
    usesField,
    {
      // What the library takes, stated right under the upload field (a ui field: no column).
      name: 'limitsNote',
      label: 'Límites de subida',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '@/collections/Media/admin/UploadLimitsNote#UploadLimitsNote' } },
    },
    {
      name: 'alt',
      label: 'Texto alternativo',
      type: 'text',
      required: true,
      admin: { description: 'Describe lo que se ve, para quien no puede verlo. Obligatorio.' },
    },
    { name: 'title', label: 'Título', type: 'text', admin: { description: 'Se muestra en el lightbox.' } },
    {
      name: 'description',
      label: 'Descripción',
      type: 'textarea',
      admin: { description: 'Pie de foto en el lightbox.' },
    },
    {
      name: 'folder',
      label: 'Carpeta (AAAA/MM)',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Dirección /wp-content/uploads/AAAA/MM/.' },
      hooks: {
        beforeChange: [({ value }) => (typeof value === 'string' && /^\d{4}\/\d{2}$/.test(value) ? value : uploadsFolder(new Date()))],
      },
    },
    {
      // WordPress's other names for this image (its resized copies, the original of a -scaled one):
      // old addresses under those names lead here.
      name: 'otherNames',
      type: 'text',
      hasMany: true,
      index: true,
      admin: { hidden: true },
    },
  ],
  hooks: {
    beforeOperation: [checkUploadLimits],
    afterError: [answerRefusals],
    afterRead: [setPublicUrls],
    // Alt texts, titles and captions show on whichever pages use the image.
    afterChange: [({ doc, operation, context }) => (operation === 'update' && revalidateEverything(context), doc)],
  },
}
