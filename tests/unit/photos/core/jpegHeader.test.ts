import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { hasJpegEnd, readJpegHeader } from '@/photos/core/jpegHeader'

const jpeg = (progressive = false) =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#6080a0',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80, progressive })
    .withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS R5' } })
    .toBuffer()

describe('readJpegHeader', () => {
  it('lists the segments up to the first scan', async () => {
    const bytes = await jpeg()
    const header = readJpegHeader(bytes)
    if (header.kind !== 'header') throw new Error(header.kind)
    expect(header.segments[0]!.marker).toBe(0xe1) // EXIF
    expect(header.segments.at(-1)!.marker).toBe(0xda)
    expect(header.scanStart).toBe(header.segments.at(-1)!.end)
  })

  it('asks for more bytes while the header goes on, and knows what is no JPEG', async () => {
    const bytes = await jpeg()
    expect(readJpegHeader(bytes.subarray(0, 40)).kind).toBe('more')
    expect(readJpegHeader(Buffer.from('%PDF-1.7')).kind).toBe('not-jpeg')
    expect(readJpegHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9])).kind).toBe('no-image')
  })
})

describe('hasJpegEnd', () => {
  it.each([false, true])(
    'finds the end of a whole JPEG (progressive: %s), and none in one cut short',
    async (progressive) => {
      const bytes = await jpeg(progressive)
      const header = readJpegHeader(bytes)
      if (header.kind !== 'header') throw new Error(header.kind)
      expect(hasJpegEnd(bytes, header.scanStart)).toBe(true)
      for (const kept of [0.5, 0.9]) {
        const cut = bytes.subarray(0, Math.round(bytes.length * kept))
        expect(hasJpegEnd(cut, header.scanStart)).toBe(false)
        // What libvips says of the same bytes, which the upload would otherwise have met.
        await expect(sharp(cut).toBuffer()).rejects.toThrow(/premature end|VipsJpeg/i)
      }
    },
  )

  it('accepts data after the end (a phone’s motion clip)', async () => {
    const bytes = Buffer.concat([await jpeg(), Buffer.from('\0\0\0\x18ftypmp42 and a video', 'latin1')])
    const header = readJpegHeader(bytes)
    if (header.kind !== 'header') throw new Error(header.kind)
    expect(hasJpegEnd(bytes, header.scanStart)).toBe(true)
  })
})
