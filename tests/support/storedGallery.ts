import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'

import { safeEntryNames } from '@/galleries/core/zip/safeEntryNames'
import type { ZipEntry, ZipPlan } from '@/galleries/core/zip/zipPlanTypes'
import { galleryStorage, type GalleryStorage } from '@/galleries/server/galleryStorage'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { crc32OfStream } from '@/galleries/server/zip/crc32OfStream'
import { storedFilesZip, type StoredZipFile } from '@/galleries/server/zip/storedFilesZip'

/** A photo as the studio uploads it: its name, and its size in random bytes or the bytes themselves. */
export type StoredPhoto = [name: string, content: number | Buffer]

export type StoredGallery = {
  storage: GalleryStorage
  /** Each photo as galleryZip finds it recorded: name as uploaded, size, CRC-32, date, key in the store. */
  files: StoredZipFile[]
  /** Each photo's bytes, as the studio uploaded them. */
  bytes: Buffer[]
  /** The archive's entries, under the names it gives them (made safe and unique). */
  entries: ZipEntry[]
  plan: ZipPlan
  /** Opens an entry's slice as galleryZip does (storedFilesZip): a ranged read of the store. */
  openFile: OpenZipFile
}

/**
 * A gallery's originals written into a store — the disk store under a folder, or the store given
 * (the S3 one) — with the ZIP galleryZip lays out for them: their sizes and CRC-32s as kept at
 * preparation, a fixed date, and the same ranged reads of the store.
 */
export async function storedGallery(store: string | GalleryStorage, photos: StoredPhoto[]): Promise<StoredGallery> {
  const storage = typeof store === 'string' ? galleryStorage({ s3: undefined, galleriesDir: store }) : store
  const bytes = photos.map(([, content]) => (typeof content === 'number' ? randomBytes(content) : content))
  const files: StoredZipFile[] = []
  for (const [i, [name]] of photos.entries()) {
    const key = storage.keyFor(7, `foto${i + 1}`, 'original')
    await storage.write(key, Readable.from([bytes[i]!]))
    files.push(await recordedFile(storage, key, name))
  }
  const names = safeEntryNames(files.map((file) => file.name))
  const entries = files.map(({ key: _key, ...entry }, i) => ({ ...entry, name: names[i]! }))
  return { storage, files, bytes, entries, ...storedFilesZip(storage, files) }
}

/** A file in the store as its photo's preparation records it: its size, its CRC-32, a fixed date. */
export async function recordedFile(storage: GalleryStorage, key: string, name: string): Promise<StoredZipFile> {
  const size = await storage.size(key)
  if (size === undefined) throw new Error(`${key} is not in the store`)
  return {
    name,
    size,
    crc32: await crc32OfStream(await storage.read(key)),
    modified: new Date('2024-05-17T18:42:30Z'),
    key,
  }
}
