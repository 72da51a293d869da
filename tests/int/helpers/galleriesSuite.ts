import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { GalleryStorage } from '@/galleries/server/galleryStorage'

import { testPayload, type Dialect } from './testPayload'

type Json = Record<string, unknown>
const DAY_MS = 24 * 60 * 60 * 1000
const SITE = 'http://localhost:3999'

/**
 * Client galleries' schema on a real database, through the REST API as the admin calls it: the
 * private link's token made by the server and never changed, the Spanish refusals, nothing for an
 * anonymous reader, a gallery deleted with its photos, their files and its log, and the log's purge.
 * The same on SQLite and PostgreSQL.
 */
export function galleriesSuite(dialect: Dialect) {
  let payload: Payload
  let storage: GalleryStorage
  let galleriesDir: string
  let token = ''
  let editorId: number

  const api = async (method: string, route: string, body?: unknown, { auth = true } = {}) => {
    const { handleEndpoints } = await import('payload')
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (auth) headers.authorization = `JWT ${token}`
    const request = new Request(`${SITE}/api${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await handleEndpoints({ config: payload.config, request })
    return { status: response.status, json: (await response.json()) as Json }
  }
  const gallery = (extra: Json = {}) => ({
    title: 'Boda de Lucía y Pablo',
    client: { name: 'Lucía Pérez', email: 'lucia@example.com', phone: '600 000 000' },
    ...extra,
  })
  const newGallery = async (extra: Json = {}) => {
    const { status, json } = await api('POST', '/client-galleries', gallery(extra))
    expect(status).toBe(201)
    return json.doc as { id: number; accessToken: string; expiresAt: string } & Json
  }
  const photoData = (gallery: number, filename: string) =>
    ({ gallery, filename, set: 'proofs', state: 'pending' }) as const
  const errorsOf = (json: Json) =>
    ((json.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors ?? []).map(
      (e) => `${e.path}: ${e.message}`,
    )

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    const { env } = await import('@/env')
    galleriesDir = env().galleriesDir
    const { siteGalleryStorage } = await import('@/galleries/server/siteGalleryStorage')
    storage = siteGalleryStorage()
    const editor = await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] } as never,
    })
    editorId = editor.id
    ;({ token = '' } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    }))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('gives a new gallery a 24-character private token and an expiry 90 days ahead', async () => {
    const before = Date.now()
    const doc = await newGallery()
    expect(doc.accessToken).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const expires = new Date(doc.expiresAt).getTime()
    expect(expires).toBeGreaterThanOrEqual(before + 90 * DAY_MS - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS + 1000)
    expect(doc).toMatchObject({ status: 'draft', downloads: 'none', watermark: 'none' })
    expect((await newGallery()).accessToken).not.toBe(doc.accessToken)
  })

  it('never takes the token from a request or from server code, on create or on update', async () => {
    const chosen = 'AAAAAAAAAAAAAAAAAAAAAAAA'
    const created = await newGallery({ accessToken: chosen })
    expect(created.accessToken).not.toBe(chosen)
    const patched = await api('PATCH', `/client-galleries/${created.id}`, { accessToken: chosen, title: 'Otra' })
    expect(patched.status).toBe(200)
    expect((patched.json.doc as Json).accessToken).toBe(created.accessToken)
    const local = await payload.update({
      collection: 'client-galleries',
      id: created.id,
      data: { accessToken: chosen },
      overrideAccess: true,
    })
    expect(local.accessToken).toBe(created.accessToken)
    const byLocal = await payload.create({
      collection: 'client-galleries',
      data: gallery({ accessToken: chosen }) as never,
    })
    expect(byLocal.accessToken).not.toBe(chosen)
  })

  it('refuses a bad PIN, e-mail, selection limit or price in Spanish', async () => {
    for (const pin of ['12a4', '123', '123456789']) {
      const { status, json } = await api('POST', '/client-galleries', gallery({ pin }))
      expect(status).toBe(400)
      expect(errorsOf(json).join()).toMatch(/^pin: El PIN (solo puede llevar cifras|debe tener entre 4 y 8 cifras)/)
    }
    const email = await api('POST', '/client-galleries', gallery({ client: { name: 'Ana', email: 'ana@@x' } }))
    expect(email.status).toBe(400)
    expect(errorsOf(email.json)).toContain(
      'client.email: El correo electrónico del cliente no es válido (p. ej. nombre@ejemplo.es).',
    )
    const numbers = await api('POST', '/client-galleries', gallery({ selectionLimit: 2.5, extraPhotoPrice: -1 }))
    expect(numbers.status).toBe(400)
    expect(errorsOf(numbers.json).join(' | ')).toMatch(/selectionLimit: .*entero/)
    expect((await newGallery({ pin: '0420', selectionLimit: 30, extraPhotoPrice: 12.5 })).pin).toBe('0420')
  })

  it('records who noted the publication consent when its scope or giver changes', async () => {
    const doc = await newGallery()
    const changed = await api('PATCH', `/client-galleries/${doc.id}?depth=0`, {
      publicationConsent: { scope: 'portfolio', givenBy: 'Lucía Pérez', recordedBy: 999 },
    })
    expect((changed.json.doc as { publicationConsent: Json }).publicationConsent.recordedBy).toBe(editorId)
    const other = await api('PATCH', `/client-galleries/${doc.id}?depth=0`, { title: 'Sin cambio de consentimiento' })
    expect((other.json.doc as { publicationConsent: Json }).publicationConsent.recordedBy).toBe(editorId)
  })

  it('answers an anonymous REST reader with no document of any of the three collections', async () => {
    const doc = await newGallery({ pin: '1234' })
    const photo = await payload.create({
      collection: 'gallery-photos',
      data: photoData(doc.id, 'IMG_0001.JPG'),
    })
    await payload.create({ collection: 'gallery-events', data: { gallery: doc.id, kind: 'opened' } })
    for (const route of [
      '/client-galleries',
      `/client-galleries/${doc.id}`,
      `/client-galleries?where[accessToken][equals]=${doc.accessToken}`,
      '/client-galleries/count',
      '/gallery-photos',
      `/gallery-photos/${photo.id}`,
      '/gallery-events',
    ]) {
      const { status, json } = await api('GET', route, undefined, { auth: false })
      expect([401, 403], route).toContain(status)
      expect(JSON.stringify(json), route).not.toContain(doc.accessToken)
      expect(json, route).not.toHaveProperty('docs')
      expect(json, route).not.toHaveProperty('totalDocs')
    }
    const write = await api('POST', '/gallery-events', { gallery: doc.id, kind: 'opened' }, { auth: false })
    expect([401, 403]).toContain(write.status)
    // The studio reads them all, the PIN included.
    expect(((await api('GET', `/client-galleries/${doc.id}`)).json as Json).pin).toBe('1234')
  })

  it('deletes a gallery with its photos, their stored files and its access log', async () => {
    const keep = await newGallery()
    const doc = await newGallery()
    const photoWithFiles = async (galleryId: number, name: string) => {
      const photo = await payload.create({ collection: 'gallery-photos', data: photoData(galleryId, name) })
      const key = storage.keyFor(galleryId, photo.id, 'original')
      await storage.write(key, Readable.from([Buffer.from(`bytes of ${name}`)]))
      await storage.write(storage.keyFor(galleryId, photo.id, 'w960.avif'), Readable.from([Buffer.from('web')]))
      return payload.update({
        collection: 'gallery-photos',
        id: photo.id,
        data: { storageKey: key },
        overrideAccess: true,
      })
    }
    const photos = [await photoWithFiles(doc.id, 'A.JPG'), await photoWithFiles(doc.id, 'B.JPG')]
    const kept = await photoWithFiles(keep.id, 'C.JPG')
    await api('PATCH', `/client-galleries/${doc.id}`, { cover: photos[0]!.id })
    await payload.create({
      collection: 'gallery-events',
      data: { gallery: doc.id, kind: 'opened', photo: photos[1]!.id },
    })
    await payload.create({ collection: 'gallery-events', data: { gallery: keep.id, kind: 'opened' } })

    // One photo deleted on its own takes its files with it, and only its own.
    const single = await photoWithFiles(doc.id, 'D.JPG')
    expect((await api('DELETE', `/gallery-photos/${single.id}`)).status).toBe(200)
    expect(await storage.size(single.storageKey!)).toBeUndefined()
    expect(await storage.size(photos[0]!.storageKey!)).toBeGreaterThan(0)

    expect((await api('DELETE', `/client-galleries/${doc.id}`)).status).toBe(200)
    const count = async (collection: 'gallery-photos' | 'gallery-events', id: number) =>
      (await payload.count({ collection, where: { gallery: { equals: id } } })).totalDocs
    expect(await count('gallery-photos', doc.id)).toBe(0)
    expect(await count('gallery-events', doc.id)).toBe(0)
    for (const photo of photos) expect(await storage.size(photo.storageKey!)).toBeUndefined()
    expect(existsSync(path.join(galleriesDir, String(doc.id)))).toBe(false)
    // The other gallery keeps everything.
    expect(await count('gallery-photos', keep.id)).toBe(1)
    expect(await count('gallery-events', keep.id)).toBe(1)
    expect(await storage.size(kept.storageKey!)).toBe(Buffer.byteLength('bytes of C.JPG'))
  })

  it('records an upload once when two instances hand it over at the same time', async () => {
    const { onGalleryUploadComplete } = await import('@/galleries/server/upload/onGalleryUploadComplete')
    const { photoPreparationSettled } = await import('@/galleries/server/photos/photoPreparation')
    const { galleryStorageKey } = await import('@/galleries/core/galleryStorageKey')
    const doc = await newGallery()
    const uploadId = 'ab'.repeat(16)
    // The file is already in the gallery's store (the bucket's copy is made by either instance):
    // both hand-overs find no photo recorded for it and go on to record one.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer()
    await storage.write(galleryStorageKey(doc.id, uploadId, 'original'), Readable.from([jpeg]))
    const upload = {
      galleryId: String(doc.id),
      set: 'proofs' as const,
      filename: 'DSC_0001.JPG',
      bytes: jpeg.length,
      storedAt: path.join(galleriesDir, 'ya-movida'),
      uploadId,
      user: { id: editorId } as never,
    }
    await Promise.all([onGalleryUploadComplete(upload), onGalleryUploadComplete(upload)])
    await photoPreparationSettled()
    const { docs } = await payload.find({
      collection: 'gallery-photos',
      where: { gallery: { equals: doc.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((photo) => photo.filename)).toEqual(['DSC_0001.JPG'])
  })

  it('purges the access log past its retention, and only that', async () => {
    const { purgeGalleryEvents } = await import('@/jobs/retention')
    const doc = await newGallery()
    const now = new Date()
    const line = (daysAgo: number) =>
      payload.create({
        collection: 'gallery-events',
        data: { gallery: doc.id, kind: 'opened', createdAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString() },
      })
    const old = await line(366)
    const recent = await line(364)
    const today = await line(0)
    expect(await purgeGalleryEvents(payload, now)).toBe(1)
    const left = await payload.find({ collection: 'gallery-events', where: { gallery: { equals: doc.id } }, depth: 0 })
    expect(left.docs.map((d) => d.id).sort()).toEqual([recent.id, today.id].sort())
    expect(left.docs.map((d) => d.id)).not.toContain(old.id)
  })

  it('expires a gallery past its date, warns the studio a week before its photos go, then deletes them and only them', async () => {
    const { expireGalleries } = await import('@/galleries/server/expireGalleries')
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
    const withPhoto = async (expiresAt: string) => {
      const doc = await newGallery({ status: 'sent' })
      await payload.update({ collection: 'client-galleries', id: doc.id, data: { expiresAt }, overrideAccess: true })
      const photo = await payload.create({ collection: 'gallery-photos', data: photoData(doc.id, 'A.JPG') })
      const key = storage.keyFor(doc.id, 'u1', 'original')
      await storage.write(key, Readable.from([Buffer.from('original bytes')]))
      await payload.update({
        collection: 'gallery-photos',
        id: photo.id,
        data: { storageKey: key },
        overrideAccess: true,
      })
      return { id: doc.id, key }
    }
    const current = await withPhoto(new Date(now.getTime() + 10 * DAY_MS).toISOString())
    const justExpired = await withPhoto(daysAgo(1))
    const dueWarning = await withPhoto(daysAgo(24))
    const dueDeletion = await withPhoto(daysAgo(31))
    const outboxBefore = (await payload.count({ collection: 'outbox' })).totalDocs

    const outcome = await expireGalleries(payload, now)
    expect(outcome.expired).toBeGreaterThanOrEqual(3)
    const status = async (id: number) =>
      (await payload.findByID({ collection: 'client-galleries', id, depth: 0, overrideAccess: true })) as {
        status: string
        deletionWarnedAt?: string | null
        filesDeletedAt?: string | null
      }
    expect((await status(current.id)).status).toBe('sent')
    expect((await status(justExpired.id)).status).toBe('expired')
    expect((await status(justExpired.id)).deletionWarnedAt ?? null).toBeNull()
    expect((await status(dueWarning.id)).deletionWarnedAt).toBeTruthy()
    expect((await status(dueDeletion.id)).filesDeletedAt).toBeTruthy()
    expect(await storage.size(dueDeletion.key)).toBeUndefined()
    for (const kept of [current, justExpired, dueWarning]) expect(await storage.size(kept.key)).toBeGreaterThan(0)
    const mails = await payload.find({
      collection: 'outbox',
      sort: '-createdAt',
      limit: 10,
      depth: 0,
      overrideAccess: true,
    })
    expect((await payload.count({ collection: 'outbox' })).totalDocs).toBeGreaterThan(outboxBefore)
    expect(mails.docs.map((m) => m.subject).join('\n')).toContain('Las fotos de «Boda de Lucía y Pablo» se borrarán el')

    // Run again: nothing is warned or deleted twice.
    const again = await expireGalleries(payload, now)
    expect(again.warned + again.filesDeleted).toBe(0)
  })
}
