import type { Payload } from 'payload'

import type { ChosenPhoto } from '@/galleries/core/selectionExports'

/**
 * The client's favourites among the proofs, in the gallery's order, with their notes: only the
 * three fields the lists need are read, so a selection of hundreds stays a few kilobytes.
 */
export async function chosenPhotos(payload: Payload, galleryId: number): Promise<ChosenPhoto[]> {
  const { docs } = await payload.find({
    collection: 'gallery-photos',
    where: {
      and: [{ gallery: { equals: galleryId } }, { set: { equals: 'proofs' } }, { favourite: { equals: true } }],
    },
    sort: ['position', 'filename'],
    select: { filename: true, clientNote: true, favouritedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((photo) => ({
    filename: photo.filename,
    note: photo.clientNote ?? '',
    favouritedAt: photo.favouritedAt ?? null,
  }))
}
