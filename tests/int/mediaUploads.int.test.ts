import { openAsBlob, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardMediaUploads } from '@/collections/Media/server/guardMediaUploads'
import { MEDIA_MAX_UPLOAD_BYTES } from '@/lib/mediaLimits'

import { writeCameraJpeg } from '../support/cameraPhoto'

import { testPayload } from './helpers/testPayload'

const MB = 1024 * 1024
/** The bound for the whole server while it resizes a 60-megapixel photo. */
const MAX_SERVER_RSS_MB = 600

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024

/**
 * Camera originals uploaded to the media library through the REST API, as the admin sends them, on
 * the route the server runs (the Spanish refusals of guardMediaUploads around Payload's handler):
 * a 60-megapixel JPEG of about 80 MB goes in with its web sizes, within the memory bound; past the
 * limits (bytes, pixels, types the site cannot show) the answer says why, in Spanish.
 */
describe('uploading camera originals to the media library', () => {
  let payload: Payload
  let token = ''
  let dir: string
  let route: (request: Request) => Promise<Response>

  beforeAll(async () => {
    ;({ payload } = await testPayload('sqlite'))
    dir = mkdtempSync(path.join(tmpdir(), 'revela-fotos-'))
    await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] },
    })
    ;({ token = '' } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    }))
    const { handleEndpoints } = await import('payload')
    const handler = guardMediaUploads((request) => handleEndpoints({ config: payload.config, request }))
    route = (request) => handler(request, { params: Promise.resolve({ slug: ['media'] }) })
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  const upload = async (file: string, type = 'image/jpeg') => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Retrato en el plató, luz de ventana' }))
    form.append('file', new File([await openAsBlob(file)], path.basename(file), { type }))
    const response = await route(
      new Request('http://localhost:3999/api/media', {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      }),
    )
    return {
      status: response.status,
      json: (await response.json()) as { message?: string; doc?: Record<string, unknown> },
    }
  }
  const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

  it(`takes a 60-megapixel original of about 80 MB, makes its six web sizes and stays under ${MAX_SERVER_RSS_MB} MB of memory`, async () => {
    const file = path.join(dir, 'retrato-60mp.jpg')
    const bytes = writeCameraJpeg(file, 9504, 6336, { quality: 92 })
    expect(bytes).toBeGreaterThan(60 * MB) // three times what Payload took before (20 MB)
    let peak = 0
    const before = residentMb()
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 20)
    const started = Date.now()
    const { status, json } = await upload(file)
    clearInterval(sampler)
    peak = Math.max(peak, residentMb())
    console.log(
      `[fotos] 60 MP, ${(bytes / MB).toFixed(1)} MB: ${((Date.now() - started) / 1000).toFixed(1)} s; memoria del proceso ${before.toFixed(0)} MB antes, pico ${peak.toFixed(0)} MB`,
    )
    expect(status, JSON.stringify(json)).toBe(201)
    const doc = json.doc as {
      filename: string
      width: number
      height: number
      filesize: number
      sizes: Record<string, { width: number; filename: string }>
    }
    expect([doc.width, doc.height, doc.filesize]).toEqual([9504, 6336, bytes])
    expect(Object.fromEntries(Object.entries(doc.sizes).map(([name, size]) => [name, size.width]))).toEqual({
      w480avif: 480,
      w480webp: 480,
      w960avif: 960,
      w960webp: 960,
      w1600avif: 1600,
      w1600webp: 1600,
    })
    // The original is kept as the camera made it, byte for byte.
    expect(statSync(path.join(process.env.MEDIA_DIR!, doc.filename)).size).toBe(bytes)
    expect(peak).toBeLessThan(MAX_SERVER_RSS_MB)
  }, 240_000)

  it('refuses a photo over 100 MB before reading it, naming its size', async () => {
    const before = await mediaCount()
    let read = 0
    const body = new ReadableStream({
      pull: (controller) => void ((read += MB), controller.enqueue(new Uint8Array(MB))),
    })
    const response = await route(
      new Request('http://localhost:3999/api/media', {
        method: 'POST',
        headers: {
          authorization: `JWT ${token}`,
          'content-type': 'multipart/form-data; boundary=limite',
          'content-length': String(140 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'La foto pesa 140 MB; el máximo es 100 MB.',
      errors: [{ message: 'La foto pesa 140 MB; el máximo es 100 MB.' }],
    })
    expect(read).toBeLessThan(2 * MB)
    expect(await mediaCount()).toBe(before)
  })

  it('refuses, in Spanish, a photo sent without its size once the limit is passed', async () => {
    const before = await mediaCount()
    const boundary = 'limite'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Boda"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="boda.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    )
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull: (controller) => {
        if (sent > MEDIA_MAX_UPLOAD_BYTES + 8 * MB) return controller.close()
        sent += MB
        controller.enqueue(new Uint8Array(MB))
      },
    })
    const response = await route(
      new Request('http://localhost:3999/api/media', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(
      'La foto pesa más de 100 MB; el máximo es 100 MB.',
    )
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a photo of more than 61 megapixels, saying how many it has, without decoding it', async () => {
    const before = await mediaCount()
    const file = path.join(dir, 'panoramica.jpg')
    writeCameraJpeg(file, 11_648, 8_736, { noise: false })
    const { status, json } = await upload(file)
    expect(status).toBe(413)
    expect(json.message).toBe(
      'La foto tiene 101,8 megapíxeles (11.648 × 8736 píxeles); el máximo es 61 megapíxeles. Redúcela en tu editor de fotos y súbela de nuevo.',
    )
    expect(await mediaCount()).toBe(before)
  })

  it('says what to do with an iPhone HEIC or a TIFF, which the site cannot show', async () => {
    const heic = path.join(dir, 'IMG_0412.HEIC')
    writeFileSync(heic, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]))
    const refused = await upload(heic, 'image/heic')
    expect(refused.status).toBe(415)
    expect(refused.json.message).toMatch(
      /^Las fotos HEIC del iPhone no se pueden convertir para la web en este servidor\. Expórtala como JPEG/,
    )
    const tiff = path.join(dir, 'escaneo.tif')
    writeCameraJpeg(tiff.replace(/\.tif$/, '.jpg'), 64, 64, { noise: false })
    writeFileSync(tiff, readFileSync(tiff.replace(/\.tif$/, '.jpg')))
    expect((await upload(tiff, 'image/tiff')).json.message).toBe(
      'Las fotos TIFF no se pueden mostrar en la web. Expórtala como JPEG de máxima calidad y súbela de nuevo.',
    )
  })
})
