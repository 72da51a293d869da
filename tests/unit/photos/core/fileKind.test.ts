import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { fileKind, PHOTO_KINDS } from '@/photos/core/fileKind'

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer()

describe('fileKind', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('knows a %s made by sharp as a photo', async (format) => {
    const kind = fileKind(await image(format))
    expect(kind).toBe(format)
    expect(PHOTO_KINDS.has(kind)).toBe(true)
  })

  it('knows a TIFF (and a RAW built on it), which is no photo for the web', async () => {
    expect(fileKind(await image('tiff'))).toBe('tiff')
    expect(PHOTO_KINDS.has('tiff')).toBe(false)
  })

  it('tells the usual wrong files apart by their first bytes', () => {
    expect(fileKind(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf')
    expect(fileKind(Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'))).toBe('zip')
    expect(fileKind(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'))).toBe('heic')
    expect(fileKind(Buffer.from('\0\0\0\x20ftypisom\0\0\x02\0', 'latin1'))).toBe('video')
    expect(fileKind(Buffer.from('Hola, esto es texto.\n'))).toBe('text')
    expect(fileKind(Buffer.from([0, 1, 2, 3, 0xfe, 0x80]))).toBe('unknown')
  })

  it('knows an SVG behind an XML declaration, a comment or a doctype', () => {
    expect(fileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    expect(
      fileKind(
        Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"></svg>'),
      ),
    ).toBe('svg')
  })
})
