import type { CollectionConfig, ImageSize } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { env } from '@/env'
import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'
import { MEDIA_MIME_TYPES } from '@/lib/mediaUploadRules'
import { uploadsFolder } from '@/lib/uploadsPath'
import { usesField } from '@/references/usesField'
import { fileNotFound } from '@/storage/fileNotFound'
import { listUsesNotice } from '@/references/listUsesNotice'

import { ADMIN_DATE_TIME } from '@/admin/dateFormats'

import { answerRefusals } from './hooks/answerRefusals'
import { checkPhotoContent } from './hooks/checkPhotoContent'
import { checkUploadLimits } from './hooks/checkUploadLimits'
import { keepUploadedName } from './hooks/keepUploadedName'
import { readCameraData } from './hooks/readCameraData'
import { setPublicUrls } from './hooks/setPublicUrls'
import { stripPrivateData } from './hooks/stripPrivateData'
import { wordpressIdField } from '@/fields/wordpressId'

/** Responsive widths; each in AVIF and WebP so a phone never downloads the original. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const

/** The web sizes are the site's business: no column, filter or grouping in the library (hideInternalColumns hides the rest). */
const internal = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

const responsiveSizes: ImageSize[] = MEDIA_WIDTHS.flatMap((width) => [
  {
    name: `w${width}avif`,
    admin: internal,
    width,
    withoutEnlargement: true,
    // Width only: 'inside' makes Payload resize straight away (its focal-point path decodes the
    // original at full size twice per size), and lets sharp shrink a JPEG while decoding it.
    fit: 'inside',
    // Effort 2 keeps encoding to a fraction of a second per image on this machine's 2 cores.
    formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } },
  },
  {
    name: `w${width}webp`,
    admin: internal,
    width,
    withoutEnlargement: true,
    fit: 'inside',
    formatOptions: { format: 'webp', options: { quality: 78 } },
  },
])

/** Read from the photo, shown as they are: blank in the list when the photo does not say (admin/CameraDataCell). */
const cameraData = { readOnly: true, components: { Cell: '@/collections/Media/admin/CameraDataCell#CameraDataCell' } }

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Medios' },
  admin: {
    // The file's name heads the photo's page and its row (with its thumbnail): always there, unlike a title.
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'takenAt', 'camera', 'lens', 'folder'],
    listSearchableFields: ['filename', 'alt', 'title', 'description', 'keywords'],
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
      admin: {
        disableListColumn: true,
        components: { Field: '@/collections/Media/admin/UploadLimitsNote#UploadLimitsNote' },
      },
    },
    {
      // «Ya había una foto llamada…»: shown only when the library stored the file under another name.
      name: 'renameNotice',
      type: 'ui',
      admin: { components: { Field: '@/collections/Media/admin/RenameNotice#RenameNotice' } },
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
        beforeChange: [
          ({ value }) =>
            typeof value === 'string' && /^\d{4}\/\d{2}$/.test(value) ? value : uploadsFolder(new Date()),
        ],
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
    // The name the file was uploaded with, when the library had to store it under another (hooks/keepUploadedName).
    { name: 'uploadedName', type: 'text', admin: { hidden: true } },
    {
      type: 'collapsible',
      label: 'Datos de la cámara',
      admin: {
        description:
          'Leídos de la foto al subirla (EXIF y XMP, los de Lightroom incluidos). La lista de Medios se puede ordenar y filtrar por ellos.',
        // Shown once a photo has told something: not before its upload, nor for a photo without camera data.
        condition: (data) => Boolean(data?.takenAt || data?.camera || data?.lens || data?.exposure || data?.keywords),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'takenAt',
              label: 'Fecha de la foto',
              type: 'date',
              index: true,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME } },
            },
            {
              name: 'camera',
              label: 'Cámara',
              type: 'text',
              index: true,
              admin: cameraData,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'lens',
              label: 'Objetivo',
              type: 'text',
              index: true,
              admin: cameraData,
            },
            {
              name: 'exposure',
              label: 'Exposición',
              type: 'text',
              admin: cameraData,
            },
          ],
        },
        {
          name: 'keywords',
          label: 'Palabras clave',
          type: 'text',
          admin: cameraData,
        },
      ],
    },
  ],
  hooks: {
    // In this order: refuse what cannot be a photo, read its camera data, then remove its location and serials.
    beforeOperation: [checkUploadLimits, checkPhotoContent, readCameraData, stripPrivateData],
    beforeChange: [keepUploadedName],
    afterError: [answerRefusals],
    afterRead: [setPublicUrls],
    // Alt texts, titles, captions and crops show on whichever renders draw the image (they carry the tag).
    afterChange: [
      ({ doc, operation, context }) => (operation === 'update' && revalidateTags([cacheTags.media], context), doc),
    ],
    afterDelete: [({ doc, context }) => (revalidateTags([cacheTags.media], context), doc)],
  },
}
