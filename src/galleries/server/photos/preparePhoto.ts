import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'

import exifr from 'exifr'
import sharp from 'sharp'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { photoVariants, type PhotoVariant } from '@/galleries/core/photoVariants'
import { crc32OfStream } from '@/galleries/server/zip/crc32OfStream'

// libvips' operation cache would keep a 100 MP photo's decoded pixels after its sizes are made.
sharp.cache(false)
// One thread per operation: the preparation runs beside the site on a 2-core server, at low priority.
sharp.concurrency(1)

/** What a photo's preparation learned and made. */
export interface PreparedPhoto {
  /** The upright photo's pixels. */
  width: number
  height: number
  /** When the camera took it (EXIF DateTimeOriginal), as ISO 8601, or null. */
  takenAt: string | null
  /** The photo's average colour, `#rrggbb`: the grid's placeholder until it loads. */
  colour: string
  /** CRC-32 of the original's bytes: the ZIP of the gallery is laid out with it, without reading the file. */
  crc32: number
  bytes: number
  /** The sizes written into the output folder, each with its weight. */
  variants: (PhotoVariant & { bytes: number })[]
  /** The «tamaño web» JPEG's CRC-32: a ZIP of web sizes is laid out with it. */
  downloadCrc32: number
}

export interface WatermarkInput {
  /** The studio's name, written small at the bottom right. */
  text?: string
  /** Or its logo (PNG/SVG bytes), placed there instead. */
  logo?: Buffer
}

/** The grid's widest previews (2400) and a portrait's height: what the pixels are first reduced to. */
const WORKING_WIDTH = Math.max(...GALLERY_LIMITS.webWidths, GALLERY_LIMITS.webDownloadLongSide)

/**
 * Makes a gallery photo's web sizes from its original on disk, into `outDir`, with memory bounded
 * whatever the photo: the JPEG is decoded once, shrunk while it is read (libjpeg's scaling), to a
 * working copy of at most 2400 × 4800 pixels, and every size is made from that copy. The original is
 * never changed; the previews carry the watermark, the «tamaño web» download does not.
 */
export async function preparePhoto(
  original: string,
  outDir: string,
  watermark: WatermarkInput = {},
): Promise<PreparedPhoto> {
  const [checksum, info, takenAt] = await Promise.all([
    crc32OfStream(createReadStream(original, { highWaterMark: 1024 * 1024 })),
    stat(original),
    dateTaken(original),
  ])
  const { data, info: working } = await sharp(original, {
    limitInputPixels: GALLERY_LIMITS.maxInputPixels,
    sequentialRead: true,
  })
    .rotate()
    .resize({ width: WORKING_WIDTH, height: WORKING_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: working.width, height: working.height, channels: working.channels } }
  const upright = await uprightSize(original)
  const variants: PreparedPhoto['variants'] = []
  for (const variant of photoVariants(upright.width, upright.height)) {
    let image = sharp(data, raw)
    if (variant.format === 'jpeg') {
      const side = GALLERY_LIMITS.webDownloadLongSide
      image = image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    } else {
      image = image.resize({ width: variant.width, withoutEnlargement: true })
      const mark = await watermarkLayer(watermark, variant.width)
      if (mark) image = image.composite([{ input: mark, gravity: 'southeast' }])
    }
    const encoded =
      variant.format === 'avif'
        ? image.avif({ quality: 55, effort: 2 })
        : variant.format === 'webp'
          ? image.webp({ quality: 78, effort: 3 })
          : image.jpeg({ quality: 88, mozjpeg: true })
    const written = await encoded.toFile(path.join(outDir, variant.name))
    variants.push({ ...variant, bytes: written.size })
  }
  const downloadCrc32 = await crc32OfStream(createReadStream(path.join(outDir, 'download.jpg')))
  const [r, g, b] = (await sharp(data, raw).resize(1, 1).removeAlpha().raw().toBuffer()).values()
  return {
    width: upright.width,
    height: upright.height,
    takenAt,
    colour: `#${[r, g, b].map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`,
    crc32: checksum,
    bytes: info.size,
    variants,
    downloadCrc32,
  }
}

/** The photo's size once turned as its EXIF orientation says (5–8 swap width and height). */
async function uprightSize(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file, { limitInputPixels: GALLERY_LIMITS.maxInputPixels }).metadata()
  const swap = (meta.orientation ?? 1) >= 5
  const width = meta.width ?? 1
  const height = meta.height ?? 1
  return swap ? { width: height, height: width } : { width, height }
}

async function dateTaken(file: string): Promise<string | null> {
  try {
    const tags = (await exifr.parse(file, { pick: ['DateTimeOriginal'] })) as { DateTimeOriginal?: Date } | undefined
    const date = tags?.DateTimeOriginal
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
  } catch {
    // A photo without readable EXIF (exported without metadata, or damaged tags) simply has no date.
    return null
  }
}

const MIN_MARKED_WIDTH = 240

/** The mark for a preview `width` pixels wide: about a quarter of its width, semi-transparent. */
async function watermarkLayer(watermark: WatermarkInput, width: number): Promise<Buffer | null> {
  // A preview too small to carry a legible mark (a tiny original) is left without one.
  if (width < MIN_MARKED_WIDTH) return null
  const markWidth = Math.max(48, Math.round(width / 4))
  const margin = Math.round(markWidth / 12)
  if (watermark.logo) {
    const logo = await sharp(watermark.logo)
      .resize({ width: markWidth, withoutEnlargement: false })
      .ensureAlpha(0.6)
      .png()
      .toBuffer()
    return sharp({
      create: { width: markWidth + margin, height: markWidth + margin, channels: 4, background: '#0000' },
    })
      .composite([{ input: logo, gravity: 'northwest' }])
      .png()
      .toBuffer()
  }
  if (!watermark.text) return null
  const fontSize = Math.max(10, Math.round(markWidth / Math.max(6, watermark.text.length * 0.6)))
  const text = watermark.text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${markWidth + margin}" height="${fontSize * 2 + margin}">
    <text x="${markWidth}" y="${fontSize * 1.5}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
      font-size="${fontSize}" fill="#ffffff" fill-opacity="0.7" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, fontSize / 16)}">${text}</text></svg>`
  return Buffer.from(svg)
}
