// What the galleries' bench steps share: camera files made for them, the admin uploader's tus
// upload, the wait for the photos' web sizes, and a bounded parallel loop.
import { execFile } from 'node:child_process'
import { createReadStream, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { Upload } from 'tus-js-client'

import { root } from '../scripts/run.mjs'
import { sleep } from './lib.mjs'

/** As the admin's uploader (GALLERY_LIMITS.parallelUploads, uploadChunkBytes in src/galleries/core/galleryLimits.ts). */
export const PARALLEL_UPLOADS = 3
const CHUNK_BYTES = 8 * 1024 * 1024

/**
 * `count` camera JPEGs in `dir`, named as a camera names them: each of `shapes` ({ width, height,
 * quality, sigma }) drawn by sharp in a child process (two at a time: their raw pixels never count
 * in this process), then copies of them in turn, each with a JPEG comment segment naming it, so that
 * no two files are the same bytes (nothing on the way can deduplicate them).
 */
export async function cameraPhotos(dir, count, shapes) {
  const drawn = shapes.slice(0, count).map((shape, i) => ({ ...shape, file: path.join(dir, `drawn-${i}.jpg`) }))
  await inParallel(drawn, 2, drawCameraJpeg)
  const files = []
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `DSC_${String(1001 + i).padStart(4, '0')}.JPG`)
    const jpeg = readFileSync(drawn[i % drawn.length].file)
    const text = Buffer.from(`Revela bench ${file}`)
    const segment = Buffer.alloc(4)
    segment.writeUInt16BE(0xfffe, 0)
    segment.writeUInt16BE(text.length + 2, 2)
    // After the start-of-image marker, where a comment segment may go.
    writeFileSync(file, Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]))
    files.push(file)
  }
  for (const { file } of drawn) rmSync(file)
  return files
}

/** A JPEG of sharp's gaussian grain: at a camera's size and quality it weighs what a camera's file of real detail does. */
function drawCameraJpeg({ file, width, height, quality, sigma }) {
  const script = `
    const sharp = require('sharp')
    const [file, width, height, quality, sigma] = process.argv.slice(1)
    sharp({ create: { width: +width, height: +height, channels: 3, background: { r: 120, g: 130, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: +sigma } }, limitInputPixels: false })
      .jpeg({ quality: +quality }).toFile(file)
      .then(() => {}, (err) => { console.error(err); process.exit(1) })`
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['-e', script, file, String(width), String(height), String(quality), String(sigma)],
      { cwd: root, timeout: 300_000 },
      (error, _, stderr) =>
        error ? reject(new Error(`No se pudo crear ${file}: ${stderr || error.message}`)) : resolve(),
    ),
  )
}

/** One file into the gallery's proofs, as the admin's uploader sends it (tus, the editor's session). */
export function tusUpload(baseUrl, token, galleryId, file) {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${baseUrl}/api/gallery-uploads`,
      metadata: { filename: path.basename(file), galleryId: String(galleryId), set: 'proofs' },
      headers: { Authorization: `JWT ${token}` },
      chunkSize: CHUNK_BYTES,
      uploadSize: statSync(file).size,
      retryDelays: [],
      fingerprint: async () => file,
      onError: (error) => reject(new Error(`La subida de ${path.basename(file)} falló: ${error.message}`)),
      onSuccess: () => resolve(),
    })
    upload.start()
  })
}

/** Polls until `count` photos are ready; fails at the first that could not be prepared. */
export async function waitForPrepared(api, galleryId, count) {
  const total = async (state) => {
    const answer = await api(
      `/api/gallery-photos?where[gallery][equals]=${galleryId}&where[state][equals]=${state}&limit=0&depth=0`,
    )
    return (await answer.json()).totalDocs
  }
  // Seconds a photo takes at most on a busy core, with room to spare: the worker does one at a time.
  const until = Date.now() + Math.max(120_000, count * 20_000)
  let ready = 0
  while (Date.now() < until) {
    if ((await total('failed')) > 0) throw new Error('Una foto de la galería no se pudo preparar.')
    ready = await total('ready')
    if (ready === count) return
    await sleep(1000)
  }
  throw new Error(`Solo ${ready} de ${count} fotos preparadas a tiempo.`)
}

/** Runs `task` on each item, at most `width` at a time. */
export async function inParallel(items, width, task) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
}
