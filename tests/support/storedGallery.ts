import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'

import { planZip } from '@/galleries/core/zip/planZip'
import type { ZipEntry, ZipPlan } from '@/galleries/core/zip/zipPlanTypes'
import { galleryStorage, type GalleryStorage } from '@/galleries/server/galleryStorage'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { crc32OfStream } from '@/galleries/server/zip/crc32OfStream'

export type StoredGallery = {
  storage: GalleryStorage
  keys: string[]
  /** Each photo's bytes, as the studio uploaded them. */
  bytes: Buffer[]
  entries: ZipEntry[]
  plan: ZipPlan
  /** Opens an entry's slice as galleryZip does: a ranged read of the store. */
  openFile: OpenZipFile
}

/**
 * A gallery's originals of random bytes written into the disk store under `galleriesDir`, with the
 * ZIP galleryZip would plan for them: their sizes and CRC-32s as kept at preparation, a fixed date.
 */
export async function storedGallery(
  galleriesDir: string,
  photos: [name: string, bytes: number][],
): Promise<StoredGallery> {
  const storage = galleryStorage({ s3: undefined, galleriesDir })
  const bytes = photos.map(([, size]) => randomBytes(size))
  const keys = photos.map((_, i) => storage.keyFor(7, `foto${i + 1}`, 'original'))
  const entries: ZipEntry[] = []
  for (const [i, [name]] of photos.entries()) {
    const size = await storage.write(keys[i]!, Readable.from([bytes[i]!]))
    const crc32 = await crc32OfStream(await storage.read(keys[i]!))
    entries.push({ name, size, crc32, modified: new Date('2024-05-17T18:42:30Z') })
  }
  const openFile: OpenZipFile = (entry, start, end) => storage.read(keys[entry]!, { start, end })
  return { storage, keys, bytes, entries, plan: planZip(entries), openFile }
}
