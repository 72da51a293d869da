import { openAsBlob, readFileSync, writeFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import exifr from 'exifr'
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardMediaUploads } from '@/collections/Media/server/guardMediaUploads'
import { damagedPhotoMessage, EMPTY_FILE_MESSAGE, notAPhotoMessage } from '@/lib/mediaUploadRules'

import { CAMERA_TAGS, endExifTool, PRIVATE_TAGS, readAllTags, writeTaggedJpeg } from '../../support/exifPhoto'

import { testPayload, type Dialect } from './testPayload'

type Doc = {
  id: number
  filename: string
  uploadedName?: string | null
  takenAt?: string | null
  camera?: string | null
  lens?: string | null
  exposure?: string | null
  keywords?: string | null
  title?: string | null
  sizes: Record<string, { filename: string }>
}

const privateTag = (name: string) => /GPS|Serial/i.test(name)

/**
 * The photo library as the admin uses it, through the REST route the server runs: a camera's JPEG
 * with Lightroom's title and keywords gives its «Datos de la cámara», loses its GPS and serial
 * numbers in the original and every web size (unless the studio keeps them), a name already taken
 * is remembered for the notice, and files that are no photo are refused in Spanish with a 4xx.
 */
export function photoLibrarySuite(dialect: Dialect) {
  let payload: Payload
  let token = ''
  let dir: string
  let route: (request: Request) => Promise<Response>
  const photo = () => path.join(dir, 'camara-45mp.jpg')

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    dir = mkdtempSync(path.join(tmpdir(), 'revela-fototeca-'))
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
    await writeTaggedJpeg(photo(), { ...CAMERA_TAGS, ...PRIVATE_TAGS }, { width: 2000, height: 1333 })
  }, 180_000)

  afterAll(async () => {
    await endExifTool()
    await payload?.destroy()
  })

  const upload = async (
    file: string,
    { name = path.basename(file), type = 'image/jpeg', alt = 'Los novios en el Retiro' } = {},
  ) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt }))
    form.append('file', new File([await openAsBlob(file)], name, { type }))
    const response = await route(
      new Request('http://localhost:3999/api/media', {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      }),
    )
    return {
      status: response.status,
      json: (await response.json()) as { message?: string; errors?: { message: string }[]; doc?: Doc },
    }
  }
  const stored = (name: string) => path.join(process.env.MEDIA_DIR!, name)
  const setStripping = (on: boolean) =>
    payload.updateGlobal({ slug: 'site-settings', data: { stripPhotoPrivacy: on }, overrideAccess: true })

  describe('a camera photo with Lightroom’s data', () => {
    let doc: Doc
    beforeAll(async () => {
      const { status, json } = await upload(photo())
      expect(status, JSON.stringify(json)).toBe(201)
      doc = json.doc!
    }, 120_000)

    it('keeps its date taken, camera, lens, exposure, title and keywords', () => {
      expect(doc).toMatchObject({
        filename: 'camara-45mp.jpg',
        takenAt: '2024-06-15T16:42:10.000Z',
        camera: 'Canon EOS R5',
        lens: 'RF24-70mm F2.8 L IS USM',
        exposure: '50 mm · f/2,8 · 1/250 s · ISO 400',
        keywords: 'boda, Madrid, retrato',
        title: 'Boda en el Retiro',
        uploadedName: null,
      })
    })

    it('has no GPS nor serial numbers in its original, which keeps camera, lens and date, nor in any web size', async () => {
      const original = await readAllTags(stored(doc.filename))
      expect(Object.keys(original).filter(privateTag)).toEqual([])
      expect(await exifr.parse(readFileSync(stored(doc.filename)), { xmp: true, mergeOutput: true })).toMatchObject({
        Model: 'Canon EOS R5',
        LensModel: 'RF24-70mm F2.8 L IS USM',
        ISO: 400,
        subject: ['boda', 'Madrid', 'retrato'],
      })
      // The original's pixels are the camera's: same size as uploaded, not re-encoded.
      expect(readFileSync(stored(doc.filename)).length).toBe(readFileSync(photo()).length)
      expect(Object.keys(doc.sizes)).toHaveLength(6)
      for (const size of Object.values(doc.sizes)) {
        const file = stored(size.filename)
        expect(await exifr.gps(file).catch(() => undefined), size.filename).toBeUndefined()
        expect(Object.keys(await readAllTags(file)).filter(privateTag), size.filename).toEqual([])
        expect((await sharp(file).metadata()).exif, size.filename).toBeUndefined()
      }
    })

    it('finds it by file name, alt text, title and keywords, and sorts and filters by camera data', async () => {
      const find = async (where: Where) =>
        (await payload.find({ collection: 'media', where, depth: 0 })).docs.map((d) => d.id)
      expect(await find({ camera: { equals: 'Canon EOS R5' } })).toEqual([doc.id])
      expect(await find({ takenAt: { greater_than: '2024-06-01T00:00:00.000Z' } })).toEqual([doc.id])
      expect(await find({ keywords: { like: 'retrato' } })).toEqual([doc.id])
      const sorted = await payload.find({ collection: 'media', sort: '-takenAt', depth: 0 })
      expect(sorted.docs[0]!.id).toBe(doc.id)
      const { config } = payload.collections.media
      expect(config.admin.useAsTitle).toBe('filename')
      expect(config.admin.listSearchableFields).toEqual(['filename', 'alt', 'title', 'description', 'keywords'])
    })

    it('remembers the chosen name when a second photo gets the same one', async () => {
      const { status, json } = await upload(photo(), { alt: 'Otra foto con el mismo nombre' })
      expect(status).toBe(201)
      expect(json.doc).toMatchObject({ filename: 'camara-45mp-1.jpg', uploadedName: 'camara-45mp.jpg' })
    }, 120_000)
  })

  it('keeps everything in the original when the studio turned the removal off', async () => {
    await setStripping(false)
    try {
      const { status, json } = await upload(photo(), { name: 'con-ubicacion.jpg' })
      expect(status).toBe(201)
      expect(readFileSync(stored(json.doc!.filename)).equals(readFileSync(photo()))).toBe(true)
      expect(await exifr.gps(stored(json.doc!.filename))).toMatchObject({ latitude: expect.closeTo(40.4168, 3) })
      // The web sizes have none all the same.
      for (const size of Object.values(json.doc!.sizes))
        expect(await exifr.gps(stored(size.filename)).catch(() => undefined)).toBeUndefined()
    } finally {
      await setStripping(true)
    }
  }, 120_000)

  describe('files that are no photo, refused in Spanish with what to do', () => {
    const count = async () => (await payload.count({ collection: 'media' })).totalDocs

    it('an empty file', async () => {
      const file = path.join(dir, 'vacia.jpg')
      writeFileSync(file, '')
      const before = await count()
      const { status, json } = await upload(file)
      expect([status, json.message]).toEqual([422, EMPTY_FILE_MESSAGE])
      expect(json.errors).toEqual([{ message: EMPTY_FILE_MESSAGE }])
      expect(await count()).toBe(before)
    })

    it('a PDF renamed .jpg', async () => {
      const file = path.join(dir, 'presupuesto.jpg')
      writeFileSync(file, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
      const { status, json } = await upload(file)
      expect(status).toBe(415)
      expect(json.message).toBe(notAPhotoMessage('presupuesto.jpg', 'pdf'))
      expect(json.message).toMatch(
        /^«presupuesto\.jpg» es un PDF, no una foto.*La biblioteca admite fotos JPEG, PNG, WebP, AVIF o GIF/,
      )
    })

    it('a JPEG cut short, which retrying cannot mend', async () => {
      const whole = readFileSync(photo())
      const file = path.join(dir, 'cortada.jpg')
      writeFileSync(file, whole.subarray(0, Math.round(whole.length * 0.6)))
      const { status, json } = await upload(file)
      expect(status).toBe(422)
      expect(json.message).toBe(damagedPhotoMessage('cortada.jpg'))
      expect(json.message).toMatch(/volver a intentarlo no servirá/)
    })

    it('a JPEG whole but damaged inside, which only the resize finds out (libvips: «Corrupt JPEG data»)', async () => {
      const bad = Buffer.from(readFileSync(photo()))
      // Restart markers where the image data should be: the file still ends as a JPEG does.
      const middle = Math.round(bad.length / 2)
      for (let i = middle; i < middle + 64; i += 2) bad.set([0xff, 0xd0 + ((i / 2) % 8)], i)
      const file = path.join(dir, 'danada.jpg')
      writeFileSync(file, bad)
      const before = await count()
      const { status, json } = await upload(file)
      expect(status).toBe(422)
      expect(json.message).toBe(damagedPhotoMessage('danada.jpg'))
      expect(await count()).toBe(before)
    }, 60_000)
  })
}
