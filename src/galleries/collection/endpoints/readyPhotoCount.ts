import type { Payload } from 'payload'

import type { PhotoSet } from '@/galleries/core/galleryTypes'

/** How many of a gallery's photos (of one set, or of both) are ready for the client to see. */
export async function readyPhotoCount(payload: Payload, galleryId: number, set?: PhotoSet): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'gallery-photos',
    where: {
      and: [
        { gallery: { equals: galleryId } },
        { state: { equals: 'ready' } },
        ...(set ? [{ set: { equals: set } }] : []),
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}
