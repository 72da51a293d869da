import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { planZip } from '@/galleries/core/zip/planZip'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { storedFilesZip } from '@/galleries/server/zip/storedFilesZip'
import { streamZip, ZipFileChangedError } from '@/galleries/server/zip/streamZip'

import { createRandom } from '../../../../fuzz/random'
import { storedGallery, type StoredGallery } from '../../../../support/storedGallery'
import { readAll, run } from '../../../../support/zipArchives'

const KiB = 1024
/** The studio's photos as uploaded: names a camera, a phone and a careless folder give. */
const PHOTOS: [string, number][] = [
  ['Sesión Ñandú.jpg', 2048 * KiB],
  ['IMG_0001.JPG', 600 * KiB + 17],
  ['img_0001.jpg', 5],
  ['../../etc/passwd', 1000],
  ['a/b.jpg', 64 * KiB],
  ['', 10],
  ['vacía.jpg', 0],
  ['b.jpg', 1],
]
/** The names the archive gives them: no folders, no way out of the folder it is unzipped in, none twice. */
const NAMES = [
  'Sesión Ñandú.jpg',
  'IMG_0001.JPG',
  'img_0001 (2).jpg',
  'passwd',
  'b.jpg',
  'foto',
  'vacía.jpg',
  'b (2).jpg',
]

/**
 * «Descargar todas» as the site streams it: photos written to the galleries' disk store, read back
 * in the slices a range needs by the same reads galleryZip hands streamZip (storedFilesZip), and the
 * archive opened by Info-ZIP's unzip and Python's zipfile. It proves the bytes are each photo's own
 * under safe names, any split into ranges gives the same archive, a slow or departed client costs
 * no memory and leaves no file open, and a photo that changed in the store fails the download
 * rather than corrupt it.
 */
describe('streamZip from the galleries’ disk store', () => {
  let dir: string
  let gallery: StoredGallery
  let archive: Buffer
  const stream = (range: { start: number; endInclusive?: number }, open: OpenZipFile = gallery.openFile) =>
    streamZip(gallery.plan, { start: range.start, endInclusive: range.endInclusive ?? gallery.plan.size - 1 }, open)
  const whole = (open?: OpenZipFile) => readAll(stream({ start: 0 }, open))
  const photoSegment = (entry: number) => gallery.plan.segments.find((s) => s.kind === 'file' && s.entry === entry)!

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-stream-zip-'))
    gallery = await storedGallery(path.join(dir, 'galerias'), PHOTOS)
    archive = await whole()
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives an archive of the planned size that unzip checks and extracts, under safe names, to each photo’s bytes', () => {
    expect(archive.length).toBe(gallery.plan.size)
    const file = path.join(dir, 'galeria.zip')
    writeFileSync(file, archive)
    expect(run('unzip', ['-t', file])).toContain('No errors detected')
    expect(run('unzip', ['-Z1', file]).trim().split('\n')).toEqual(NAMES)
    const out = path.join(dir, 'extraida')
    run('unzip', ['-q', file, '-d', out])
    expect(readdirSync(out).sort()).toEqual([...NAMES].sort())
    for (const [i, name] of NAMES.entries())
      expect(readFileSync(path.join(out, name)).equals(gallery.bytes[i]!), name).toBe(true)
  })

  it('is read by Python’s zipfile: names, sizes, CRCs, dates and the stored method', () => {
    const file = path.join(dir, 'python.zip')
    writeFileSync(file, archive)
    const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([[i.filename, i.file_size, i.CRC, i.compress_type, list(i.date_time)] for i in z.infolist()]))`
    const listed = JSON.parse(run('python3', ['-c', script, file])) as unknown[]
    expect(listed).toEqual(gallery.entries.map((e) => [e.name, e.size, e.crc32, 0, [2024, 5, 17, 18, 42, 30]]))
    expect(gallery.entries.map((e) => e.name)).toEqual(NAMES)
  })

  it('gives the whole archive again from ranges cut at random points (seeded)', async () => {
    // Seeded: the same cut points on every run.
    const { next } = createRandom(34)
    for (let round = 0; round < 8; round++) {
      const cuts = Array.from({ length: 1 + Math.floor(next() * 5) }, () => Math.floor(next() * gallery.plan.size))
      const bounds = [...new Set([0, ...cuts, gallery.plan.size])].sort((a, b) => a - b)
      const parts: Buffer[] = []
      for (let i = 0; i + 1 < bounds.length; i++)
        parts.push(await readAll(stream({ start: bounds[i]!, endInclusive: bounds[i + 1]! - 1 })))
      expect(Buffer.concat(parts).equals(archive), `round ${round}`).toBe(true)
    }
  })

  it('starts a range inside a header, inside a photo, at the last byte; ends one inside the next photo', async () => {
    const second = photoSegment(1)
    for (const start of [gallery.plan.segments[2]!.offset + 11, second.offset + 100_003, gallery.plan.size - 1])
      expect((await readAll(stream({ start }))).equals(archive.subarray(start)), `from ${start}`).toBe(true)
    const middle = await readAll(stream({ start: second.offset + 5, endInclusive: second.offset + 9 }))
    expect(middle.equals(gallery.bytes[1]!.subarray(5, 10))).toBe(true)
    const across = { start: second.offset - 100_000, endInclusive: second.offset + 10 }
    expect((await readAll(stream(across))).equals(archive.subarray(across.start, across.endInclusive + 1))).toBe(true)
  })

  it('sends a large gallery’s directory in bounded chunks (thousands of photos)', async () => {
    const entries = Array.from({ length: 6000 }, (_, i) => ({
      name: `DSC_${String(i).padStart(5, '0')}.JPG`,
      size: 0,
      crc32: 0,
      modified: new Date('2024-05-17T18:42:30Z'),
    }))
    const plan = planZip(entries)
    expect(plan.size).toBeGreaterThan(2 * GALLERY_LIMITS.zipChunkBytes)
    const reader = streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, () => {
      throw new Error('no file to open: every photo is empty')
    }).getReader()
    const chunks: Uint8Array[] = []
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(GALLERY_LIMITS.zipChunkBytes)
    const file = path.join(dir, 'muchas.zip')
    writeFileSync(file, Buffer.concat(chunks))
    expect(run('unzip', ['-t', file])).toContain('No errors detected')
  })

  it('skips the empty chunks a source may give (an S3 body between packets)', async () => {
    const withEmptyChunks: OpenZipFile = async (entry, start, end, signal) =>
      (async function* () {
        yield new Uint8Array(0)
        for await (const chunk of await gallery.openFile(entry, start, end, signal)) {
          yield chunk
          yield new Uint8Array(0)
        }
      })()
    expect((await whole(withEmptyChunks)).equals(archive)).toBe(true)
  })

  it('fails the download rather than send a corrupt archive when a photo in the store is not the one recorded', async () => {
    // The store holds a shorter file under the key recorded for the 64 KiB photo.
    const shorterKey = gallery.storage.keyFor(7, 'recortada', 'original')
    await gallery.storage.write(shorterKey, Readable.from([gallery.bytes[4]!.subarray(0, 1000)]))
    const withShorter = gallery.files.map((file, i) => (i === 4 ? { ...file, key: shorterKey } : file))
    await expect(whole(storedFilesZip(gallery.storage, withShorter).openFile)).rejects.toBeInstanceOf(
      ZipFileChangedError,
    )
    // A source that ignores the range it was asked for gives more bytes than the header announces.
    const ignoresRange: OpenZipFile = (entry) => gallery.storage.read(gallery.files[entry]!.key)
    await expect(readAll(stream({ start: photoSegment(1).offset + 5 }, ignoresRange))).rejects.toThrow(/^ZIP entry 1: /)
  })

  it('fails the download when a photo’s file is gone from the store', async () => {
    const gone = gallery.files.map((file, i) =>
      i === 1 ? { ...file, key: gallery.storage.keyFor(7, 'borrada', 'original') } : file,
    )
    await expect(whole(storedFilesZip(gallery.storage, gone).openFile)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('reads a photo only as fast as the client takes it, and closes it, opening no other, when the client goes away', async () => {
    const opened: { entry: number; pulled: number; closed: boolean; signal: AbortSignal }[] = []
    const watched: OpenZipFile = async (entry, start, end, signal) => {
      const file = (await gallery.openFile(entry, start, end, signal)) as Readable
      const record = { entry, pulled: 0, closed: false, signal }
      opened.push(record)
      file.once('close', () => (record.closed = true))
      return (async function* () {
        for await (const chunk of file as AsyncIterable<Buffer>) {
          record.pulled += chunk.length
          yield chunk
        }
      })()
    }
    const reader = stream({ start: 0 }, watched).getReader()
    // The first photo's local header; the photo (2 MiB) is more than is ever read ahead.
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 100))
    // A few chunks read ahead at most: a slow phone costs the server no memory.
    expect(opened.map((o) => o.entry)).toEqual([0])
    expect(opened[0]!.pulled).toBeGreaterThan(0)
    expect(opened[0]!.pulled).toBeLessThanOrEqual((GALLERY_LIMITS.zipQueuedChunks + 2) * GALLERY_LIMITS.zipChunkBytes)
    await reader.cancel()
    await vi.waitFor(() => expect(opened[0]!.closed).toBe(true))
    expect(opened[0]!.signal.aborted).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toHaveLength(1)
  })

  it('closes the photo it was still opening when the client went away meanwhile', async () => {
    let clientGone!: () => void
    const gone = new Promise<void>((resolve) => (clientGone = resolve))
    const opened: Readable[] = []
    // The store answers only after the client has left (a busy disk; S3 before its first byte).
    const slowStore: OpenZipFile = async (entry, start, end, signal) => {
      const file = (await gallery.openFile(entry, start, end, signal)) as Readable
      opened.push(file)
      await gone
      return file
    }
    const reader = stream({ start: 0 }, slowStore).getReader()
    await reader.read()
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    await reader.cancel()
    clientGone()
    await vi.waitFor(() => expect(opened[0]!.closed).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toHaveLength(1)
  })
})
