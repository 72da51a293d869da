import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { preparePhoto } from '@/galleries/server/photos/preparePhoto'

import { CAMERA_TAGS, endExifTool, writeTaggedJpeg } from '../../../../support/exifPhoto'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'revela-prepare-'))
})
afterAll(async () => {
  await endExifTool()
  rmSync(dir, { recursive: true, force: true })
})

describe('preparePhoto', () => {
  it('makes upright web sizes and a download from a camera photo turned by its EXIF, with its date and checksum', async () => {
    const original = path.join(dir, 'IMG_0001.jpg')
    // The sensor's landscape 3000×2000, shot in portrait: orientation 6 (turn 90° clockwise).
    await writeTaggedJpeg(original, { ...CAMERA_TAGS, 'Orientation#': 6 } as never, { width: 3000, height: 2000 })
    const before = readFileSync(original)
    const out = mkdtempSync(path.join(dir, 'out-'))
    const prepared = await preparePhoto(original, out)

    expect({ width: prepared.width, height: prepared.height }).toEqual({ width: 2000, height: 3000 })
    expect(prepared.takenAt).toMatch(/^2024-06-15T\d\d:42:10/)
    expect(prepared.crc32).toBe(crc32(before) >>> 0)
    expect(prepared.bytes).toBe(before.length)
    expect(prepared.colour).toMatch(/^#[0-9a-f]{6}$/)
    expect(prepared.variants.map((v) => v.name)).toEqual([
      'w480.avif',
      'w480.webp',
      'w960.avif',
      'w960.webp',
      'w1600.webp',
      'download.jpg',
    ])
    const w960 = await sharp(path.join(out, 'w960.avif')).metadata()
    expect([w960.width, w960.height]).toEqual([960, 1440])
    const download = await sharp(path.join(out, 'download.jpg')).metadata()
    expect([download.width, download.height]).toEqual([1600, 2400])
    // The original is left exactly as it came.
    expect(readFileSync(original).equals(before)).toBe(true)
  }, 30_000)

  it('marks the previews with the studio’s name, never the download', async () => {
    const original = path.join(dir, 'flat.jpg')
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#404040' } })
      .jpeg()
      .toFile(original)
    const plain = mkdtempSync(path.join(dir, 'plain-'))
    const marked = mkdtempSync(path.join(dir, 'marked-'))
    await preparePhoto(original, plain)
    await preparePhoto(original, marked, { text: 'Estudio Revela' })

    const corner = async (file: string) =>
      sharp(file).extract({ left: 1180, top: 660, width: 400, height: 130 }).raw().toBuffer()
    const plainCorner = await corner(path.join(plain, 'w1600.webp'))
    const markedCorner = await corner(path.join(marked, 'w1600.webp'))
    const brighter = markedCorner.filter((value, index) => value > (plainCorner[index] ?? 0) + 60).length
    expect(brighter).toBeGreaterThan(500)
    expect(readFileSync(path.join(marked, 'download.jpg')).equals(readFileSync(path.join(plain, 'download.jpg')))).toBe(
      true,
    )
  }, 30_000)

  it('refuses a file that is not a photo with sharp’s reason, writing nothing usable', async () => {
    const fake = path.join(dir, 'fake.jpg')
    await import('node:fs/promises').then((fs) => fs.writeFile(fake, 'not a jpeg at all'))
    await expect(preparePhoto(fake, mkdtempSync(path.join(dir, 'bad-')))).rejects.toThrow()
  })
})
