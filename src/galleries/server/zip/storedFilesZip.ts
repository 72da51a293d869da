import { planZip } from '@/galleries/core/zip/planZip'
import { safeEntryNames } from '@/galleries/core/zip/safeEntryNames'
import type { ZipEntry, ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

import type { GalleryStorage } from '../galleryStorage'
import type { OpenZipFile } from './openZipFile'

/** A file of the galleries' store for an archive, as recorded when its photo was prepared. */
export type StoredZipFile = ZipEntry & { key: string }

/**
 * The archive of files in the galleries' store (disk or S3): their names made safe and unique, the
 * archive laid out, and each file's slice read from the store as a range (a resumed download asks
 * only for what it still needs). The download's signal reaches the read, so a client that leaves
 * closes the file or the S3 request even while it is still being opened.
 */
export function storedFilesZip(
  storage: GalleryStorage,
  files: StoredZipFile[],
): { plan: ZipPlan; openFile: OpenZipFile } {
  const names = safeEntryNames(files.map((file) => file.name))
  const plan = planZip(files.map((file, index) => ({ ...file, name: names[index]! })))
  const openFile: OpenZipFile = (entry, start, endInclusive, signal) =>
    storage.read(files[entry]!.key, { start, end: endInclusive }, signal)
  return { plan, openFile }
}
