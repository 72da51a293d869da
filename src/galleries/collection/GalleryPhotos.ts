import type { CollectionConfig } from 'payload'

import { dayAndTime } from '@/admin/dateFormats'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { PHOTO_SETS, PHOTO_STATES } from '@/galleries/core/galleryTypes'

import { nobody, studioOnly } from './galleryAccess'
import { removePhotoFiles } from './hooks/removePhotoFiles'

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))
const readOnly = { readOnly: true } as const

/**
 * One photo of a client's gallery: its file kept privately by galleries/server/galleryStorage
 * (`storageKey`), never in the media library nor at a public address. Written by the upload and the
 * background work that makes its web sizes; the client's favourite and note by the gallery's page
 * (both through the Local API). Hidden from the admin's menu: the studio sees them in their gallery.
 * Ordered by `position`, then by `filename` (a photo without a position keeps the camera's order).
 */
export const GalleryPhotos: CollectionConfig = {
  slug: 'gallery-photos',
  labels: { singular: 'Foto de galería', plural: 'Fotos de galerías' },
  admin: {
    group: 'Clientes',
    hidden: true,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'gallery', 'set', 'state', 'favourite'],
  },
  defaultSort: ['position', 'filename'],
  access: studioOnly,
  indexes: [{ fields: ['gallery', 'set', 'position'] }],
  fields: [
    {
      name: 'gallery',
      label: 'Galería',
      type: 'relationship',
      relationTo: 'client-galleries',
      required: true,
      index: true,
    },
    {
      name: 'set',
      label: 'Conjunto',
      type: 'select',
      required: true,
      defaultValue: 'proofs',
      options: optionsOf(PHOTO_SETS),
    },
    { name: 'filename', label: 'Archivo original', type: 'text', required: true, maxLength: 255, admin: readOnly },
    { name: 'bytes', label: 'Tamaño (bytes)', type: 'number', admin: readOnly },
    { name: 'crc32', label: 'CRC-32', type: 'number', admin: { ...readOnly, hidden: true } },
    // The «tamaño web» JPEG's size and checksum, so that a ZIP of web sizes is laid out before its first byte too.
    { name: 'webBytes', label: 'Tamaño web (bytes)', type: 'number', admin: { ...readOnly, hidden: true } },
    { name: 'webCrc32', label: 'CRC-32 del tamaño web', type: 'number', admin: { ...readOnly, hidden: true } },
    { name: 'width', label: 'Ancho', type: 'number', admin: readOnly },
    { name: 'height', label: 'Alto', type: 'number', admin: readOnly },
    { name: 'mimeType', label: 'Tipo', type: 'text', admin: readOnly },
    // Where the original is kept: written by the server only, read by the studio only (the whole
    // collection is the studio's), never sent to a client. Unique: an upload's hand-over checks for
    // its photo before recording it, and two instances handing over the same upload at once (its
    // last answer lost, the client asking another) must not record it twice.
    {
      name: 'storageKey',
      label: 'Clave del original',
      type: 'text',
      unique: true,
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'state',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(PHOTO_STATES),
      admin: readOnly,
    },
    {
      name: 'stateError',
      label: 'Motivo',
      type: 'text',
      admin: { ...readOnly, condition: (data) => data?.state === 'failed' },
    },
    // A ThumbHash in base64 (~30 bytes): the blurred preview drawn before the photo loads.
    { name: 'placeholder', label: 'Vista previa borrosa', type: 'text', maxLength: 200, admin: { hidden: true } },
    { name: 'takenAt', label: 'Fecha de la foto', type: 'date', admin: { ...readOnly, date: dayAndTime } },
    { name: 'favourite', label: 'Favorita del cliente', type: 'checkbox', defaultValue: false },
    {
      name: 'clientNote',
      label: 'Nota del cliente',
      type: 'textarea',
      maxLength: GALLERY_LIMITS.noteMaxChars,
    },
    { name: 'favouritedAt', label: 'Marcada el', type: 'date', admin: { ...readOnly, date: dayAndTime } },
    {
      name: 'position',
      label: 'Orden',
      type: 'number',
      admin: { description: 'Las fotos se muestran por este número y, sin él, por el nombre del archivo.' },
    },
  ],
  hooks: { afterDelete: [removePhotoFiles] },
}
