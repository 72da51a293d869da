import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import exifr from 'exifr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readJpegHeader } from '@/photos/core/jpegHeader'
import { stripJpegPrivacy } from '@/photos/core/stripJpegPrivacy'

import { CAMERA_TAGS, endExifTool, PRIVATE_TAGS, readAllTags, writeTaggedJpeg } from '../../../support/exifPhoto'

const dir = mkdtempSync(path.join(tmpdir(), 'revela-strip-'))
const privateTag = (name: string) => /GPS|Serial/i.test(name)

/** Strips a file's bytes as the upload hook does, and writes them beside it. */
function strip(file: string): { before: Buffer; after: Buffer; changed: boolean; out: string } {
  const before = readFileSync(file)
  const after = Buffer.from(before)
  const header = readJpegHeader(after)
  if (header.kind !== 'header') throw new Error(header.kind)
  const changed = stripJpegPrivacy(after, header.segments)
  const out = file.replace(/\.jpg$/, '-limpia.jpg')
  writeFileSync(out, after)
  return { before, after, changed, out }
}

describe('stripJpegPrivacy, on photos tagged by ExifTool', () => {
  const photo = path.join(dir, 'boda.jpg')
  beforeAll(() => writeTaggedJpeg(photo, { ...CAMERA_TAGS, ...PRIVATE_TAGS }), 60_000)
  afterAll(endExifTool)

  it('removes GPS and serial numbers from EXIF and XMP, keeps camera, lens, date and exposure', async () => {
    expect(Object.keys(await readAllTags(photo)).filter(privateTag).length).toBeGreaterThan(8)
    const { changed, out } = strip(photo)
    expect(changed).toBe(true)
    const tags = await readAllTags(out)
    expect(Object.keys(tags).filter(privateTag)).toEqual([])
    expect(tags.warnings ?? []).toEqual([])
    const kept = await exifr.parse(readFileSync(out), { xmp: true, mergeOutput: true, reviveValues: false })
    expect(kept).toMatchObject({
      Make: 'Canon',
      Model: 'Canon EOS R5',
      LensModel: 'RF24-70mm F2.8 L IS USM',
      DateTimeOriginal: '2024:06:15 18:42:10',
      ISO: 400,
    })
    expect(kept.subject).toEqual(['boda', 'Madrid', 'retrato'])
    expect(await exifr.gps(out)).toBeUndefined()
  })

  it('is lossless: same length, same image data, same pixels', async () => {
    const { before, after, out } = strip(photo)
    expect(after.length).toBe(before.length)
    const header = readJpegHeader(before)
    if (header.kind !== 'header') throw new Error(header.kind)
    const scan = header.segments.find((s) => s.marker === 0xdb)!.start // tables and image data
    expect(after.subarray(scan).equals(before.subarray(scan))).toBe(true)
    const [a, b] = await Promise.all([sharp(photo).raw().toBuffer(), sharp(out).raw().toBuffer()])
    expect(a.equals(b)).toBe(true)
  })

  it('changes nothing in a photo with nothing private', async () => {
    const plain = path.join(dir, 'estudio.jpg')
    await writeTaggedJpeg(plain, CAMERA_TAGS)
    const { changed, after, before } = strip(plain)
    expect(changed).toBe(false)
    expect(after.equals(before)).toBe(true)
  })

  it('blanks an EXIF block whose offsets lead outside it, rather than keep what it may hide', async () => {
    const { before } = strip(photo)
    const broken = Buffer.from(before)
    const header = readJpegHeader(broken)
    if (header.kind !== 'header') throw new Error(header.kind)
    const exif = header.segments.find(
      (s) => s.marker === 0xe1 && broken.toString('latin1', s.dataStart, s.dataStart + 4) === 'Exif',
    )!
    const tiff = exif.dataStart + 6
    const le = broken.toString('latin1', tiff, tiff + 2) === 'II'
    // IFD0's offset pointed past the segment's end.
    if (le) broken.writeUInt32LE(0xfffff0, tiff + 4)
    else broken.writeUInt32BE(0xfffff0, tiff + 4)
    expect(stripJpegPrivacy(broken, header.segments)).toBe(true)
    expect(broken.subarray(exif.dataStart, exif.end).every((b) => b === 0)).toBe(true)
  })
})
