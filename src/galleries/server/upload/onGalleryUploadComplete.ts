import { payloadClient } from '@/db/payloadClient'
import { galleryStorageKey } from '@/galleries/core/galleryStorageKey'

import { kickPhotoPreparation } from '../photos/photoPreparation'
import { siteGalleryStorage } from '../siteGalleryStorage'
import type { CompletedGalleryUpload } from './galleryUploadHandler'

/**
 * The site's hand-over of a finished upload: its bytes become the photo's original in the gallery's
 * store (moved, never copied through this process), the `gallery-photos` record is created
 * «Preparando», and the background preparation of its web sizes is started. Safe to run twice for
 * one upload (the hand-over is retried after a failure): a photo already recorded for it is kept.
 * An upload for a gallery deleted meanwhile is dropped.
 */
export async function onGalleryUploadComplete(upload: CompletedGalleryUpload): Promise<void> {
  const payload = await payloadClient()
  const galleryId = Number(upload.galleryId)
  const gallery = await payload.findByID({
    collection: 'client-galleries',
    id: galleryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!gallery) {
    payload.logger.warn(`Galerías: la foto ${upload.filename} llegó para una galería que ya no existe; se descarta.`)
    return
  }
  const key = galleryStorageKey(gallery.id, upload.uploadId, 'original')
  const { totalDocs } = await payload.count({
    collection: 'gallery-photos',
    where: { storageKey: { equals: key } },
    overrideAccess: true,
  })
  if (totalDocs === 0) {
    const storage = siteGalleryStorage()
    if ((await storage.size(key)) === undefined) await storage.adopt(upload.storedAt, key)
    try {
      await payload.create({
        collection: 'gallery-photos',
        data: {
          gallery: gallery.id,
          set: upload.set,
          filename: upload.filename,
          bytes: upload.bytes,
          mimeType: 'image/jpeg',
          storageKey: key,
          state: 'pending',
        },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      // Another instance recorded it meanwhile (the key is unique): handed over, as asked.
      const { totalDocs: recorded } = await payload.count({
        collection: 'gallery-photos',
        where: { storageKey: { equals: key } },
        overrideAccess: true,
      })
      if (recorded === 0) throw error
    }
  }
  kickPhotoPreparation(payload)
}
