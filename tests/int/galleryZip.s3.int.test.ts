import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { galleryStorage } from '@/galleries/server/galleryStorage'
import { streamZip } from '@/galleries/server/zip/streamZip'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { storedGallery, type StoredGallery, type StoredPhoto } from '../support/storedGallery'
import { readAll } from '../support/zipArchives'

const BUCKET = 'revela-galerias'
/** The last photo is far more than sockets buffer: a GetObject left unread would stay open. */
const PHOTOS: StoredPhoto[] = [
  ['Foto 1.jpg', randomBytes(700_000)],
  ['Foto 2.jpg', randomBytes(3)],
  ['Foto 3.jpg', randomBytes(20_000_000)],
]

/**
 * «Descargar todas» from the galleries' store in S3 mode, against an S3-compatible bucket (s3rver,
 * the local stand-in), through the same reads galleryZip makes. It proves each photo's slice is one
 * GetObject with a Range header, the archive's bytes equal those of the disk store holding the same
 * photos, and a download the client leaves stops its S3 request — also while S3 has not yet
 * answered — rather than leave it holding a socket until the object ends.
 */
describe('streaming a gallery ZIP from S3', () => {
  let s3: S3StandIn
  let dir: string
  let fromS3: StoredGallery
  let fromDisk: Buffer
  const stream = (start: number) =>
    streamZip(fromS3.plan, { start, endInclusive: fromS3.plan.size - 1 }, fromS3.openFile)
  const objectOf = (entry: number) => `galleries/${fromS3.files[entry]!.key}`
  const photoAt = (entry: number) => fromS3.plan.segments.find((s) => s.kind === 'file' && s.entry === entry)!

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-s3-'))
    const storage = galleryStorage({
      s3: s3.settings,
      galleriesDir: path.join(dir, 'nunca'),
    })
    fromS3 = await storedGallery(storage, PHOTOS)
    const disk = await storedGallery(path.join(dir, 'galerias'), PHOTOS)
    expect(fromS3.plan).toEqual(disk.plan)
    fromDisk = await readAll(streamZip(disk.plan, { start: 0, endInclusive: disk.plan.size - 1 }, disk.openFile))
  })

  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('gives the same bytes as the disk store, whole and resumed inside a photo, a ranged GetObject a photo', async () => {
    expect((await readAll(stream(0))).equals(fromDisk)).toBe(true)
    const gets = s3.watchGets()
    const insideFirst = photoAt(0).offset + 123_457
    expect((await readAll(stream(insideFirst))).equals(fromDisk.subarray(insideFirst))).toBe(true)
    expect(gets).toEqual([
      { key: objectOf(0), range: 'bytes=123457-699999', state: 'sent' },
      { key: objectOf(1), range: 'bytes=0-2', state: 'sent' },
      { key: objectOf(2), range: 'bytes=0-19999999', state: 'sent' },
    ])
  })

  it('asks S3 only for the slice it needs, and stops the request when the download is cancelled', async () => {
    const gets = s3.watchGets()
    const reader = stream(photoAt(2).offset + 1000).getReader()
    await reader.read()
    await reader.cancel()
    await vi.waitFor(() => expect(gets).toEqual([{ key: objectOf(2), range: 'bytes=1000-19999999', state: 'cut' }]), {
      timeout: 2000,
    })
  })

  it('stops the request when the client leaves before S3 has answered it', async () => {
    // The client goes away the moment the bucket receives the request for the photo.
    const gets = s3.watchGets(() => void reader.cancel())
    const reader = stream(photoAt(2).offset - 1).getReader()
    // The last byte of the photo's local header; then the stream reads ahead and asks for the photo.
    await reader.read()
    await vi.waitFor(() => expect(gets).toEqual([{ key: objectOf(2), range: 'bytes=0-19999999', state: 'cut' }]), {
      timeout: 2000,
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(gets).toHaveLength(1)
  })
})
