import type { CollectionConfig, Validate } from 'payload'

import { dayOnly, dayAndTime } from '@/admin/dateFormats'
import { clientEmailProblem } from '@/galleries/core/clientEmailProblem'
import { defaultExpiry } from '@/galleries/core/defaultExpiry'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { DOWNLOAD_RIGHTS, GALLERY_STATUSES, PUBLICATION_CONSENT, WATERMARKS } from '@/galleries/core/galleryTypes'
import { pinProblem } from '@/galleries/core/pinProblem'
import { priceProblem } from '@/galleries/core/priceProblem'
import { wholeNumberProblem } from '@/galleries/core/wholeNumberProblem'

import { galleryEndpoints } from './endpoints'
import { nobody, studio, studioOnly } from './galleryAccess'
import { accessTokenOnCreate } from './hooks/accessTokenOnCreate'
import { deleteGalleryContents } from './hooks/deleteGalleryContents'
import { recordConsentEditor } from './hooks/recordConsentEditor'
import { removeGalleryFiles } from './hooks/removeGalleryFiles'

/** Payload's validate from a pure rule that answers a Spanish problem or nothing. */
const rule =
  (problem: (value: unknown) => string | undefined): Validate =>
  (value) =>
    problem(value) ?? true

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * A client's gallery (issue 34): a session's photos for the client to choose from and the finals
 * delivered, behind a private link. The studio's alone through the API, for every operation; the
 * client's page reads it in server code (Local API) by its token. Its photos are `gallery-photos`,
 * its access log `gallery-events`; deleting a gallery deletes both, and the photos' files.
 */
export const ClientGalleries: CollectionConfig = {
  slug: 'client-galleries',
  labels: { singular: 'Galería de cliente', plural: 'Galerías de clientes' },
  admin: {
    group: 'Clientes',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client.name', 'sessionDate', 'status', 'expiresAt'],
    listSearchableFields: ['title', 'client.name', 'client.email'],
    description:
      'Las fotos de cada sesión, para que el cliente escoja sus favoritas y las descargue, con un enlace privado. Las fotos no aparecen en la biblioteca de medios ni en ninguna página pública.',
  },
  defaultSort: '-createdAt',
  access: studioOnly,
  endpoints: galleryEndpoints,
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 200 },
    {
      name: 'client',
      label: 'Cliente',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 200 },
            {
              name: 'email',
              label: 'Correo electrónico',
              type: 'email',
              required: true,
              validate: rule(clientEmailProblem),
              admin: { description: 'Adonde se envía el enlace de la galería.' },
            },
            { name: 'phone', label: 'Teléfono', type: 'text', maxLength: 40 },
          ],
        },
      ],
    },
    { name: 'sessionDate', label: 'Fecha de la sesión', type: 'date', admin: { date: dayOnly } },
    // The studio's work on a saved gallery: the client's choice, then the photos and their uploads.
    {
      name: 'selectionPanel',
      type: 'ui',
      label: 'Selección del cliente',
      admin: {
        disableListColumn: true,
        components: { Field: '@/galleries/collection/admin/SelectionPanel#SelectionPanel' },
      },
    },
    {
      name: 'photosPanel',
      type: 'ui',
      label: 'Fotos',
      admin: {
        disableListColumn: true,
        components: { Field: '@/galleries/collection/admin/GalleryPhotosPanel#GalleryPhotosPanel' },
      },
    },
    {
      name: 'cover',
      label: 'Portada',
      type: 'relationship',
      relationTo: 'gallery-photos',
      // Only a photo of this gallery; a gallery not yet saved has none to offer.
      filterOptions: ({ id }) => (id === undefined || id === null ? false : { gallery: { equals: id } }),
      admin: { description: 'La foto que abre la galería y acompaña al correo del enlace.' },
    },
    {
      name: 'downloads',
      label: 'Descargas',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: optionsOf(DOWNLOAD_RIGHTS),
      admin: { description: 'Qué puede descargar el cliente: nada, fotos en tamaño web o los originales.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'selectionLimit',
          label: 'Fotos incluidas en la sesión',
          type: 'number',
          min: 1,
          validate: rule((value) => wholeNumberProblem(value, 1)),
          admin: { description: 'Cuántas puede elegir el cliente. Vacío: sin límite.' },
        },
        {
          name: 'extraPhotoPrice',
          label: 'Precio por foto adicional (€)',
          type: 'number',
          min: 0,
          validate: rule(priceProblem),
          admin: { step: 0.01, description: 'Se muestra al cliente si elige más fotos de las incluidas.' },
        },
      ],
    },
    {
      name: 'watermark',
      label: 'Marca de agua',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: optionsOf(WATERMARKS),
      admin: { description: 'Solo en las vistas previas; los originales nunca la llevan.' },
    },
    {
      name: 'publicationConsent',
      label: 'Consentimiento para publicar',
      type: 'group',
      admin: {
        description:
          'Si el cliente autoriza al estudio a publicar sus fotos. Queda registrado quién lo anotó y cuándo se dio.',
      },
      fields: [
        {
          name: 'scope',
          label: 'Autoriza',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: optionsOf(PUBLICATION_CONSENT),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'isMinor',
              label: 'Aparece un menor',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Si en las fotos aparece un menor, consiente su madre, padre o tutor legal.' },
            },
            {
              name: 'givenBy',
              label: 'Lo da',
              type: 'text',
              maxLength: 200,
              admin: {
                description: 'Nombre de quien consiente: el cliente o, si es un menor, su madre, padre o tutor legal.',
              },
            },
            { name: 'givenAt', label: 'Fecha del consentimiento', type: 'date', admin: { date: dayOnly } },
          ],
        },
        {
          name: 'recordedBy',
          label: 'Anotado por',
          type: 'relationship',
          relationTo: 'users',
          access: { create: nobody, update: nobody },
          hooks: { beforeChange: [recordConsentEditor] },
          admin: { readOnly: true, description: 'Quién del estudio anotó o cambió el consentimiento.' },
        },
      ],
    },
    {
      name: 'clientLink',
      type: 'ui',
      label: 'Enlace del cliente',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '@/galleries/collection/admin/ClientLinkBox#ClientLinkBox' },
      },
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'draft',
      options: optionsOf(GALLERY_STATUSES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'expiresAt',
      label: 'Caduca el',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => defaultExpiry().toISOString(),
      admin: {
        position: 'sidebar',
        date: dayOnly,
        description: `Después, el cliente ya no puede abrirla; los originales se borran ${GALLERY_LIMITS.originalsKeptAfterExpiryDays} días más tarde.`,
      },
    },
    {
      name: 'accessToken',
      label: 'Clave del enlace privado',
      type: 'text',
      unique: true,
      index: true,
      access: { create: nobody, update: nobody },
      hooks: { beforeChange: [accessTokenOnCreate] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'El enlace del cliente es la dirección del sitio seguida de /galeria-privada/ y esta clave. No se puede cambiar.',
      },
    },
    {
      name: 'pin',
      label: 'PIN',
      type: 'text',
      validate: rule(pinProblem),
      access: { read: studio },
      admin: {
        position: 'sidebar',
        description: `Opcional: de ${GALLERY_LIMITS.pinDigits.min} a ${GALLERY_LIMITS.pinDigits.max} cifras que el cliente escribe al abrir el enlace.`,
      },
    },
    {
      name: 'deletionWarnedAt',
      label: 'Aviso de borrado enviado el',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: dayAndTime,
        condition: (data) => Boolean(data?.deletionWarnedAt),
      },
    },
    {
      name: 'filesDeletedAt',
      label: 'Fotos borradas el',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: dayAndTime,
        condition: (data) => Boolean(data?.filesDeletedAt),
        description: 'La galería caducó y sus fotos se borraron del servidor, como dice la política de conservación.',
      },
    },
    {
      name: 'selectionSubmittedAt',
      label: 'Selección enviada el',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true, date: dayAndTime },
    },
  ],
  hooks: { beforeDelete: [deleteGalleryContents], afterDelete: [removeGalleryFiles] },
}
