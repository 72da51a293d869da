import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { galleryStorage, type GalleryStorage } from '@/galleries/server/galleryStorage'
import { storedFilesZip } from '@/galleries/server/zip/storedFilesZip'
import { streamZip } from '@/galleries/server/zip/streamZip'

import { recordedFile } from '../support/storedGallery'
import { readAll, run, writeToFile } from '../support/zipArchives'

/** Just past what 32 bits can say (4 GiB), so sizes and the following offsets need ZIP64. */
const BIG = 2 ** 32 + 12_345

/** The bytes of a file from `start` to its end. */
function tailOf(file: string, start: number): Buffer {
  const length = statSync(file).size - start
  const out = Buffer.alloc(length)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, out, 0, length, start)
  } finally {
    closeSync(fd)
  }
  return out
}

/**
 * ZIP64 as unzippers read it, the files read from the galleries' disk store as galleryZip reads them
 * (storedFilesZip). The 4 GiB archive is real: a sparse file of zeros (no disk used), taken into the
 * store as an upload is, and a small random photo after it, streamed whole through streamZip into a
 * sparse archive that Python's zipfile tests entry by entry (every CRC, 4 GiB of bytes read) and
 * Info-ZIP's unzip lists and tests past 4 GiB (its own CRC check of the whole would take half a
 * minute more). And more entries than 16 bits can count. About 40 s: it stays in this tier.
 */
describe('ZIP64 archives', () => {
  let dir: string
  let storage: GalleryStorage

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip64-'))
    storage = galleryStorage({ s3: undefined, galleriesDir: path.join(dir, 'galerias') })
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('past 4 GiB: a file larger than 32 bits and one that starts beyond them', async () => {
    const upload = path.join(dir, 'subida.bin')
    writeFileSync(upload, '')
    truncateSync(upload, BIG)
    const bigKey = storage.keyFor(7, 'boda', 'original')
    await storage.adopt(upload, bigKey)
    const smallKey = storage.keyFor(7, 'despues', 'original')
    const smallBytes = randomBytes(100_000)
    await storage.write(smallKey, Readable.from([smallBytes]))
    const { plan, openFile } = storedFilesZip(storage, [
      await recordedFile(storage, bigKey, 'Boda completa.mov'),
      await recordedFile(storage, smallKey, 'Después.jpg'),
    ])
    expect(plan.size).toBeGreaterThan(BIG + smallBytes.length)
    const archive = path.join(dir, 'galeria.zip')
    expect(await writeToFile(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, openFile), archive, true)).toBe(
      plan.size,
    )
    expect(statSync(archive).size).toBe(plan.size)

    // Info-ZIP finds the entry past 4 GiB through the ZIP64 fields and checks its CRC; it lists the big one's size.
    expect(run('unzip', ['-t', archive, 'Después.jpg'])).toContain('No errors detected')
    expect(run('unzip', ['-l', archive])).toMatch(new RegExp(`^\\s*${BIG}\\s.*Boda completa\\.mov$`, 'm'))
    const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    infos = z.infolist()
    after = z.read('Después.jpg')
    print(json.dumps({'entries': [[i.filename, i.file_size, i.header_offset] for i in infos], 'after': after.hex()}))`
    const read = JSON.parse(run('python3', ['-c', script, archive])) as { entries: unknown[]; after: string }
    const second = plan.segments.find((s) => s.kind === 'bytes' && s.offset > BIG)!
    expect(second.offset).toBeGreaterThan(0xffffffff)
    expect(read.entries).toEqual([
      ['Boda completa.mov', BIG, 0],
      ['Después.jpg', smallBytes.length, second.offset],
    ])
    expect(Buffer.from(read.after, 'hex').equals(smallBytes)).toBe(true)

    // A download resumed past 4 GiB gets the archive's own bytes from there.
    const resumeAt = second.offset + 5
    const resumed = await readAll(streamZip(plan, { start: resumeAt, endInclusive: plan.size - 1 }, openFile))
    expect(resumed.equals(tailOf(archive, resumeAt))).toBe(true)
  }, 120_000)

  it('past 65,535 entries: the count in the ZIP64 end record', async () => {
    const key = storage.keyFor(8, 'x', 'original')
    await storage.write(key, Readable.from(['x']))
    const file = await recordedFile(storage, key, 'x')
    const { plan, openFile } = storedFilesZip(
      storage,
      Array.from({ length: 65_536 + 10 }, (_, i) => ({ ...file, name: `foto-${i}.txt` })),
    )
    const archive = path.join(dir, 'muchas.zip')
    expect(await writeToFile(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, openFile), archive)).toBe(
      plan.size,
    )
    expect(run('unzip', ['-t', '-q', archive])).toContain('No errors detected')
    const script = `
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    names = z.namelist()
    print(len(names), names[-1], z.read(names[-1]).decode())`
    expect(run('python3', ['-c', script, archive]).trim()).toBe(`65546 foto-65545.txt x`)
  }, 120_000)
})
