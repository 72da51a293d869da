import type { Payload } from 'payload'

import type { DownloadRight, PhotoSet } from '@/galleries/core/galleryTypes'
import { webDownloadName } from '@/galleries/core/photoFileName'
import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

import { siteGalleryStorage } from './siteGalleryStorage'
import type { OpenZipFile } from './zip/openZipFile'
import { storedFilesZip } from './zip/storedFilesZip'
import { photoFileKey } from '@/galleries/core/photoFileKey'

/** A set's «Descargar todas», laid out: its exact size is known before a byte is read. */
export interface GalleryZip {
  plan: ZipPlan
  openFile: OpenZipFile
  photos: number
}

/**
 * The ZIP of one set of a gallery, as its download rights say: the originals as uploaded, or each
 * photo's «tamaño web» JPEG. The entries come from what was recorded when each photo was prepared
 * (size, CRC-32, the camera's date), so the same gallery gives the same bytes on every instance and
 * a dropped download resumes with Range. Null when there is nothing to download.
 */
export async function galleryZip(
  payload: Payload,
  galleryId: number,
  set: PhotoSet,
  rights: Exclude<DownloadRight, 'none'>,
): Promise<GalleryZip | null> {
  const { docs } = await payload.find({
    collection: 'gallery-photos',
    where: { and: [{ gallery: { equals: galleryId } }, { set: { equals: set } }, { state: { equals: 'ready' } }] },
    sort: ['position', 'filename'],
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: {
      filename: true,
      bytes: true,
      crc32: true,
      webBytes: true,
      webCrc32: true,
      storageKey: true,
      takenAt: true,
      createdAt: true,
    },
  })
  const storage = siteGalleryStorage()
  const files = docs.flatMap((photo) => {
    const modified = new Date(photo.takenAt ?? photo.createdAt)
    if (rights === 'originals')
      return photo.storageKey && photo.bytes != null && photo.crc32 != null
        ? [{ name: photo.filename, size: photo.bytes, crc32: photo.crc32, modified, key: photo.storageKey }]
        : []
    const webKey = photoFileKey(photo.storageKey, 'download.jpg')
    return webKey && photo.webBytes != null && photo.webCrc32 != null
      ? [
          {
            name: webDownloadName(photo.filename),
            size: photo.webBytes,
            crc32: photo.webCrc32,
            modified,
            key: webKey,
          },
        ]
      : []
  })
  if (files.length === 0) return null
  return { ...storedFilesZip(storage, files), photos: files.length }
}
