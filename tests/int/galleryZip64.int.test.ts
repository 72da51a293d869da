import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { planZip } from '@/galleries/core/zip/planZip'
import { diskFileSource } from '@/galleries/server/zip/diskFileSource'
import { streamZip } from '@/galleries/server/zip/streamZip'

import { entryOf, readAll, run, writeToFile } from '../support/zipArchives'

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
 * ZIP64 as unzippers read it. The 4 GiB archive is real: a sparse file of zeros (no disk used) and a
 * small random file after it, streamed whole through streamZip into a sparse archive that Python's
 * zipfile tests entry by entry (every CRC, 4 GiB of bytes read) and Info-ZIP's unzip lists and tests
 * past 4 GiB (its own CRC check of the whole would take half a minute more).
 */
describe('ZIP64 archives', () => {
  let dir: string

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip64-'))
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('past 4 GiB: a file larger than 32 bits and one that starts beyond them', async () => {
    const zeros = path.join(dir, 'ceros.bin')
    writeFileSync(zeros, '')
    truncateSync(zeros, BIG)
    const small = path.join(dir, 'despues.bin')
    const smallBytes = randomBytes(100_000)
    writeFileSync(small, smallBytes)
    const files = [zeros, small]
    const entries = [
      await entryOf(zeros, 'Boda completa.mov', BIG),
      await entryOf(small, 'Después.jpg', smallBytes.length),
    ]
    const plan = planZip(entries)
    expect(plan.size).toBeGreaterThan(BIG + smallBytes.length)
    const archive = path.join(dir, 'galeria.zip')
    const open = diskFileSource((entry) => files[entry]!)
    expect(await writeToFile(streamZip(plan, { start: 0, endInclusive: plan.size - 1 }, open), archive, true)).toBe(
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
    const resumed = await readAll(streamZip(plan, { start: resumeAt, endInclusive: plan.size - 1 }, open))
    expect(resumed.equals(tailOf(archive, resumeAt))).toBe(true)
  }, 120_000)

  it('past 65,535 entries: the count in the ZIP64 end record', async () => {
    const file = path.join(dir, 'uno.bin')
    writeFileSync(file, 'x')
    const entry = await entryOf(file, 'x', 1)
    const entries = Array.from({ length: 65_536 + 10 }, (_, i) => ({ ...entry, name: `foto-${i}.txt` }))
    const plan = planZip(entries)
    const archive = path.join(dir, 'muchas.zip')
    expect(
      await writeToFile(
        streamZip(
          plan,
          { start: 0, endInclusive: plan.size - 1 },
          diskFileSource(() => file),
        ),
        archive,
      ),
    ).toBe(plan.size)
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
