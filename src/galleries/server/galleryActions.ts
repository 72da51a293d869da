import type { Payload } from 'payload'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { selectionCount, type SelectionCount } from '@/galleries/core/selectionCount'
import type { ClientGallery } from '@/payload-types'

/** Why a client's action was refused, in their words, with the HTTP status that says it. */
export class GalleryActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

export const SELECTION_LOCKED = 'Ya enviaste tu selección: si quieres cambiar algo, escribe al estudio.'

/** The photo id a client's form names, or the refusal. */
export function photoIdFrom(value: string | null): number {
  const id = Number(value)
  if (!value || !/^\d{1,12}$/.test(value) || !Number.isSafeInteger(id))
    throw new GalleryActionRefused('Falta la foto o no es válida.', 400)
  return id
}

async function ownProof(payload: Payload, gallery: ClientGallery, photoId: number) {
  if (gallery.selectionSubmittedAt) throw new GalleryActionRefused(SELECTION_LOCKED, 409)
  const photo = await payload
    .findByID({ collection: 'gallery-photos', id: photoId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => {
      // An id the database cannot read as one (out of range) is no photo of this gallery.
      return null
    })
  const galleryId = typeof photo?.gallery === 'object' ? photo.gallery?.id : photo?.gallery
  if (!photo || galleryId !== gallery.id || photo.set !== 'proofs' || photo.state !== 'ready')
    throw new GalleryActionRefused('Esa foto no está en esta galería.', 404)
  return photo
}

/** How many of a gallery's proofs are favourites, as the counter says it. */
export async function galleryCount(
  payload: Payload,
  gallery: ClientGallery,
): Promise<SelectionCount & { chosen: number }> {
  const { totalDocs } = await payload.count({
    collection: 'gallery-photos',
    where: {
      and: [{ gallery: { equals: gallery.id } }, { set: { equals: 'proofs' } }, { favourite: { equals: true } }],
    },
    overrideAccess: true,
  })
  return {
    chosen: totalDocs,
    ...selectionCount(totalDocs, gallery.selectionLimit ?? null, gallery.extraPhotoPrice ?? null),
  }
}

/** A heart set or taken off, saved at once (it survives a reload and reaches another device). */
export async function setFavourite(
  payload: Payload,
  gallery: ClientGallery,
  photoId: number,
  favourite: boolean,
): Promise<SelectionCount> {
  await ownProof(payload, gallery, photoId)
  await payload.update({
    collection: 'gallery-photos',
    id: photoId,
    data: { favourite, favouritedAt: favourite ? new Date().toISOString() : null },
    depth: 0,
    overrideAccess: true,
  })
  return galleryCount(payload, gallery)
}

/** A client's note on a photo (an empty one removes it). */
export async function setNote(
  payload: Payload,
  gallery: ClientGallery,
  photoId: number,
  note: string,
): Promise<string> {
  const text = note.replace(/\r\n?/g, '\n').trim()
  if (text.length > GALLERY_LIMITS.noteMaxChars)
    throw new GalleryActionRefused(`La nota puede tener hasta ${GALLERY_LIMITS.noteMaxChars} caracteres.`, 400)
  await ownProof(payload, gallery, photoId)
  await payload.update({
    collection: 'gallery-photos',
    id: photoId,
    data: { clientNote: text },
    depth: 0,
    overrideAccess: true,
  })
  return text
}
