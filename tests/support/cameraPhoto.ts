import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/**
 * Writes a JPEG the size a camera gives: a grain of noise over grey, which compresses as poorly as a
 * real photo's detail, so that `quality` sets the file's weight (about 0.7 bytes a pixel at 75, 1.9
 * at 100). Made in a child process, so that the megabytes of raw pixels never count in the memory of
 * the process under test; `noise: false` gives a flat image, a few KB whatever its dimensions.
 */
export function writeCameraJpeg(
  file: string,
  width: number,
  height: number,
  { quality = 75, noise = true } = {},
): number {
  const script = `
    const sharp = require('sharp')
    const [file, width, height, quality, noise] = process.argv.slice(1)
    sharp({ create: { width: +width, height: +height, channels: 3, background: { r: 120, g: 130, b: 140 },
      ...(noise === 'true' ? { noise: { type: 'gaussian', mean: 128, sigma: 40 } } : {}) }, limitInputPixels: false })
      .jpeg({ quality: +quality, chromaSubsampling: '4:4:4' }).toFile(file)
      .then((info) => console.log(info.size), (err) => { console.error(err); process.exit(1) })`
  const result = spawnSync(
    process.execPath,
    ['-e', script, file, String(width), String(height), String(quality), String(noise)],
    {
      encoding: 'utf8',
      timeout: 300_000,
    },
  )
  if (result.status !== 0) throw new Error(`No se pudo crear ${file}: ${result.stderr}`)
  return Number(result.stdout.trim())
}

/**
 * A session of camera files at `files` (their names as a camera gives them), made from a few drawn
 * ones: drawing a 24 MP grain takes a core seconds, and 50 drawn one by one took minutes of the suite.
 * Each copy carries a JPEG comment segment naming it, so no two files are the same bytes (nothing on
 * the way can take one for another).
 */
export function writeCameraSession(
  files: readonly string[],
  width: number,
  height: number,
  options: { quality?: number; noise?: boolean } = {},
  drawn = 3,
): void {
  const sources = files.slice(0, drawn).map((file) => `${file}.drawn`)
  for (const source of sources) writeCameraJpeg(source, width, height, options)
  files.forEach((file, i) => {
    const jpeg = readFileSync(sources[i % sources.length]!)
    const text = Buffer.from(`Revela test ${file}`)
    const segment = Buffer.alloc(4)
    segment.writeUInt16BE(0xfffe, 0)
    segment.writeUInt16BE(text.length + 2, 2)
    // After the start-of-image marker, where a comment segment may go.
    writeFileSync(file, Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]))
  })
  for (const source of sources) rmSync(source)
}
