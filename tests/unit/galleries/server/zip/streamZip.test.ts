import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { planZip } from '@/galleries/core/zip/planZip'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { streamZip, ZipFileChangedError } from '@/galleries/server/zip/streamZip'

import { storedGallery, type StoredGallery } from '../../../../support/storedGallery'
import { readAll, run } from '../../../../support/zipArchives'

const KiB = 1024
const PHOTOS: [string, number][] = [
  ['Sesión Ñandú.jpg', 2048 * KiB],
  ['IMG_0001.JPG', 600 * KiB + 17],
  ['vacía.jpg', 0],
  ['b.jpg', 1],
]

/**
 * «Descargar todas» as the site streams it: the photos read from the galleries' disk store in the
 * slices a range needs (what galleryZip hands streamZip), and the archive opened by Info-ZIP's unzip.
 */
describe('streamZip from the galleries’ disk store', () => {
  let dir: string
  let gallery: StoredGallery
  const whole = (open: OpenZipFile = gallery.openFile) =>
    readAll(streamZip(gallery.plan, { start: 0, endInclusive: gallery.plan.size - 1 }, open))

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-stream-zip-'))
    gallery = await storedGallery(path.join(dir, 'galerias'), PHOTOS)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives an archive of the planned size that unzip checks and extracts to each photo’s own bytes', async () => {
    const archive = path.join(dir, 'galeria.zip')
    const bytes = await whole()
    expect(bytes.length).toBe(gallery.plan.size)
    writeFileSync(archive, bytes)
    expect(run('unzip', ['-t', archive])).toContain('No errors detected')
    expect(run('unzip', ['-Z1', archive]).trim().split('\n')).toEqual(PHOTOS.map(([name]) => name))
    const out = path.join(dir, 'extraida')
    run('unzip', ['-q', archive, '-d', out])
    for (const [i, [name]] of PHOTOS.entries())
      expect(readFileSync(path.join(out, name)).equals(gallery.bytes[i]!), name).toBe(true)
  })

  it('sends a range that starts inside a photo and ends inside the next one', async () => {
    const bytes = await whole()
    const second = gallery.plan.segments.find((s) => s.kind === 'file' && s.entry === 1)!
    const range = { start: second.offset - 100_000, endInclusive: second.offset + 10 }
    const part = await readAll(streamZip(gallery.plan, range, gallery.openFile))
    expect(part.equals(bytes.subarray(range.start, range.endInclusive + 1))).toBe(true)
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
    const archive = path.join(dir, 'muchas.zip')
    writeFileSync(archive, Buffer.concat(chunks))
    expect(run('unzip', ['-t', archive])).toContain('No errors detected')
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
    expect((await whole(withEmptyChunks)).equals(await whole())).toBe(true)
  })

  it('fails the download rather than send a corrupt archive when a photo is shorter or longer than planned', async () => {
    const shorter: OpenZipFile = async (entry, start, end, signal) =>
      gallery.openFile(entry, start, Math.max(start, end - 10), signal)
    await expect(whole(shorter)).rejects.toBeInstanceOf(ZipFileChangedError)
    // A source that ignores the range it was asked for (here: always the whole file).
    const ignoresRange: OpenZipFile = (entry) => gallery.storage.read(gallery.keys[entry]!)
    const second = gallery.plan.segments.find((s) => s.kind === 'file' && s.entry === 1)!
    const fromInside = streamZip(
      gallery.plan,
      { start: second.offset + 5, endInclusive: gallery.plan.size - 1 },
      ignoresRange,
    )
    await expect(readAll(fromInside)).rejects.toThrow(/^ZIP entry 1: /)
  })

  it('fails the download when a photo’s file is gone from the store', async () => {
    const gone: OpenZipFile = (entry, start, end) =>
      gallery.storage.read(entry === 1 ? gallery.storage.keyFor(7, 'borrada', 'original') : gallery.keys[entry]!, {
        start,
        end,
      })
    await expect(whole(gone)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('closes the photo it was reading, and opens no other, when the client goes away', async () => {
    const opened: { entry: number; closed: boolean; signal: AbortSignal }[] = []
    const watched: OpenZipFile = async (entry, start, end, signal) => {
      const stream = (await gallery.openFile(entry, start, end, signal)) as Readable
      const record = { entry, closed: false, signal }
      opened.push(record)
      stream.once('close', () => (record.closed = true))
      return stream
    }
    const reader = streamZip(gallery.plan, { start: 0, endInclusive: gallery.plan.size - 1 }, watched).getReader()
    // The local header, then the first chunk of the first photo (2 MiB: more than is read ahead).
    await reader.read()
    await reader.read()
    await reader.cancel()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened.map((o) => [o.entry, o.closed, o.signal.aborted])).toEqual([[0, true, true]])
  })
})
