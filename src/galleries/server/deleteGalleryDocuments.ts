import type { CollectionSlug, PayloadRequest } from 'payload'

import { inBatches, PURGE_BATCH } from '@/jobs/inBatches'

/** Marks the deletions made for a gallery that goes: its photos' files go with it, by one prefix. */
export const GALLERY_GOING = 'galleryGoing'

/**
 * Deletes a gallery's photos and access log, PURGE_BATCH at a time and in the request's transaction
 * (a gallery of 800 photos is never held whole in memory with its hooks' work). The photos' own
 * hooks leave their files to the gallery's, which removes the whole folder at once.
 */
export async function deleteGalleryDocuments(req: PayloadRequest, galleryId: number | string): Promise<number> {
  let total = 0
  for (const collection of ['gallery-photos', 'gallery-events'] as CollectionSlug[])
    total += await inBatches(async () => {
      const { docs } = await req.payload.find({
        collection,
        where: { gallery: { equals: galleryId } },
        select: {},
        limit: PURGE_BATCH,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (!docs.length) return 0
      const result = await req.payload.delete({
        collection,
        where: { id: { in: docs.map((doc) => doc.id) } },
        depth: 0,
        select: {},
        overrideAccess: true,
        req,
        context: { [GALLERY_GOING]: true },
      })
      return result.docs.length
    })
  return total
}
