import type { Payload } from 'payload'

import type { ClientPhoto, PhotoSet } from '@/galleries/core/galleryTypes'

/** The photos of a gallery ready to show (their web sizes made), in the studio's order. */
export async function clientPhotos(payload: Payload, galleryId: number, set?: PhotoSet): Promise<ClientPhoto[]> {
  const { docs } = await payload.find({
    collection: 'gallery-photos',
    where: {
      and: [
        { gallery: { equals: galleryId } },
        { state: { equals: 'ready' } },
        ...(set ? [{ set: { equals: set } }] : []),
      ],
    },
    sort: ['position', 'filename'],
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: {
      filename: true,
      set: true,
      width: true,
      height: true,
      placeholder: true,
      favourite: true,
      clientNote: true,
    },
  })
  return docs.map((photo) => ({
    id: photo.id,
    filename: photo.filename,
    set: photo.set,
    width: photo.width ?? 1,
    height: photo.height ?? 1,
    placeholder: photo.placeholder ?? null,
    favourite: Boolean(photo.favourite),
    note: photo.clientNote ?? '',
  }))
}
