import { randomBytes } from 'node:crypto'
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { planZip } from '@/galleries/core/zip/planZip'
import { safeEntryNames } from '@/galleries/core/zip/safeEntryNames'
import type { ZipEntry, ZipPlan } from '@/galleries/core/zip/zipPlanTypes'
import { crc32OfStream } from '@/galleries/server/zip/crc32OfStream'
import { diskFileSource } from '@/galleries/server/zip/diskFileSource'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { streamZip, ZipFileChangedError } from '@/galleries/server/zip/streamZip'
import { zipEtag } from '@/galleries/server/zip/zipEtag'

import { entryOf, readAll, run, writeToFile } from '../support/zipArchives'

const KiB = 1024
/** The studio's files as uploaded: names a camera, a phone and a careless folder give. */
const UPLOADS: [string, number][] = [
  ['Sesión Ñandú.jpg', 300 * KiB],
  ['IMG_0001.JPG', 2 * 1024 * KiB + 17],
  ['img_0001.jpg', 5],
  ['../../etc/passwd', 1000],
  ['a/b.jpg', 64 * KiB],
  ['', 10],
  ['vacía.jpg', 0],
  ['b.jpg', 1],
]

/** A seeded generator (mulberry32): the same cut points on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * «Descargar todas» end to end on this disk: real files of random bytes, the archive streamed
 * through streamZip, opened by Info-ZIP's unzip and Python's zipfile, and resumed range by range.
 */
describe('streaming a gallery as a stored ZIP', () => {
  let dir: string
  let files: string[]
  let names: string[]
  let entries: ZipEntry[]
  let plan: ZipPlan
  let whole: Buffer
  let open: OpenZipFile

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-'))
    mkdirSync(path.join(dir, 'originales'))
    files = UPLOADS.map((_, i) => path.join(dir, 'originales', `${i}.bin`))
    UPLOADS.forEach(([, size], i) => writeFileSync(files[i]!, randomBytes(size)))
    names = safeEntryNames(UPLOADS.map(([name]) => name))
    entries = await Promise.all(UPLOADS.map(([, size], i) => entryOf(files[i]!, names[i]!, size)))
    plan = planZip(entries)
    open = diskFileSource((entry) => files[entry]!)
    whole = await readAll(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, open))
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes exactly the planned size, which unzip extracts byte for byte under safe names', async () => {
    const archive = path.join(dir, 'galeria.zip')
    expect(await writeToFile(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, open), archive)).toBe(plan.size)
    expect(readFileSync(archive).equals(whole)).toBe(true)
    expect(names).toEqual([
      'Sesión Ñandú.jpg',
      'IMG_0001.JPG',
      'img_0001 (2).jpg',
      'passwd',
      'b.jpg',
      'foto',
      'vacía.jpg',
      'b (2).jpg',
    ])
    expect(run('unzip', ['-t', archive])).toContain('No errors detected')
    const out = path.join(dir, 'unzip')
    run('unzip', ['-q', archive, '-d', out])
    expect(readdirSync(out).sort()).toEqual([...names].sort())
    names.forEach((name, i) => expect(readFileSync(path.join(out, name)).equals(readFileSync(files[i]!))).toBe(true))
  })

  it('is read by Python’s zipfile: names, sizes, CRCs, dates and the stored method', () => {
    const archive = path.join(dir, 'python.zip')
    writeFileSync(archive, whole)
    const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([[i.filename, i.file_size, i.CRC, i.compress_type, list(i.date_time)] for i in z.infolist()]))`
    const listed = JSON.parse(run('python3', ['-c', script, archive])) as unknown[]
    expect(listed).toEqual(entries.map((e) => [e.name, e.size, e.crc32, 0, [2024, 5, 17, 18, 42, 30]]))
  })

  it('gives the whole archive again from ranges cut at random points (seeded)', async () => {
    const next = seeded(34)
    for (let round = 0; round < 8; round++) {
      const cuts = Array.from({ length: 1 + Math.floor(next() * 5) }, () => Math.floor(next() * plan.size))
      const bounds = [...new Set([0, ...cuts, plan.size])].sort((a, b) => a - b)
      const parts: Buffer[] = []
      for (let i = 0; i + 1 < bounds.length; i++) {
        parts.push(await readAll(streamZip(plan, { start: bounds[i]!, endInclusive: bounds[i + 1]! - 1 }, open)))
      }
      expect(Buffer.concat(parts).equals(whole)).toBe(true)
    }
  })

  it('starts a range inside a header, inside a file, at the last byte', async () => {
    const insideHeader = plan.segments[2]!.offset + 11
    const big = plan.segments.find((s) => s.kind === 'file' && s.entry === 1)!
    for (const start of [insideHeader, big.offset + 100_003, plan.size - 1]) {
      const range = await readAll(streamZip(plan, { start, endInclusive: plan.size - 1 }, open))
      expect(range.equals(whole.subarray(start))).toBe(true)
    }
    const middle = await readAll(streamZip(plan, { start: big.offset + 5, endInclusive: big.offset + 9 }, open))
    expect(middle.equals(readFileSync(files[1]!).subarray(5, 10))).toBe(true)
  })

  it('reads a file only as fast as the consumer takes it, and closes it when the consumer cancels', async () => {
    const opened: { entry: number; pulled: number; closed: boolean }[] = []
    const watched: OpenZipFile = async (entry, start, end, signal) => {
      const readable = await open(entry, start, end, signal)
      const record = { entry, pulled: 0, closed: false }
      opened.push(record)
      return (async function* () {
        try {
          for await (const chunk of readable) {
            record.pulled += chunk.length
            yield chunk
          }
        } finally {
          record.closed = true
        }
      })()
    }
    const big = plan.segments.find((s) => s.kind === 'file' && s.entry === 1)!
    const reader = streamZip(plan, { start: big.offset, endInclusive: plan.size - 1 }, watched).getReader()
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 100))
    // A few chunks read ahead at most: a slow phone costs the server no memory.
    expect(opened).toHaveLength(1)
    expect(opened[0]!.pulled).toBeLessThanOrEqual((GALLERY_LIMITS.zipQueuedChunks + 2) * GALLERY_LIMITS.zipChunkBytes)
    await reader.cancel()
    expect(opened[0]!.closed).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toHaveLength(1)
  })

  it('fails the download rather than send a corrupt archive when a file changed size', async () => {
    const copy = path.join(dir, 'recortado.bin')
    writeFileSync(copy, readFileSync(files[4]!))
    truncateSync(copy, 1000)
    const withCopy = diskFileSource((entry) => (entry === 4 ? copy : files[entry]!))
    await expect(readAll(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, withCopy))).rejects.toBeInstanceOf(
      ZipFileChangedError,
    )
    // A source that ignores the range it was asked for gives more bytes than the header announces.
    const ignoresRange: OpenZipFile = (entry) => createReadStream(files[entry]!)
    await expect(
      readAll(streamZip(plan, { start: plan.segments[1]!.offset + 100, endInclusive: plan.size - 1 }, ignoresRange)),
    ).rejects.toBeInstanceOf(ZipFileChangedError)
  })

  it('names the archive by its content (If-Range): the same entries, the same ETag', () => {
    expect(zipEtag(planZip(entries))).toBe(zipEtag(plan))
    const replaced = entries.map((e, i) => (i === 3 ? { ...e, crc32: (e.crc32 + 1) >>> 0 } : e))
    expect(zipEtag(planZip(replaced))).not.toBe(zipEtag(plan))
    expect(zipEtag(planZip(entries.slice(1)))).not.toBe(zipEtag(plan))
  })

  it('computes a CRC-32 chunk by chunk as zlib does for the whole', async () => {
    expect(
      await crc32OfStream(
        (async function* () {
          yield Buffer.from('12345')
          yield Buffer.from('6789')
        })(),
      ),
    ).toBe(0xcbf43926)
    expect(await crc32OfStream((async function* () {})())).toBe(0)
    expect(entries[1]!.crc32).toBe(crc32(readFileSync(files[1]!)))
  })
})
