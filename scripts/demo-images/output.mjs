// Output: encodes a developed frame as JPEG with sharp, writes it to src/seed/media/, optional previews.
import sharp from 'sharp'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { develop } from './develop.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const OUT_DIR = path.join(ROOT, 'src/seed/media')
const PREVIEW_DIR = process.env.PREVIEW || ''

/**
 * Finishes a linear-light frame into an sRGB JPEG (developed by develop.mjs), writes it as
 * src/seed/media/<key>.jpg and, with PREVIEW set, a 1200 px PNG preview. Returns the JPEG's size.
 */
export async function finish(key, im, opts = {}) {
  const out = develop(key, im, opts)
  const { w, h } = im
  const jpeg = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: opts.quality ?? 80, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  await writeFile(path.join(OUT_DIR, `${key}.jpg`), jpeg)
  if (PREVIEW_DIR) {
    await mkdir(PREVIEW_DIR, { recursive: true })
    await sharp(jpeg)
      .resize(1200)
      .png()
      .toFile(path.join(PREVIEW_DIR, `${key}-${Date.now() % 1e6}.png`))
  }
  return jpeg.length
}
