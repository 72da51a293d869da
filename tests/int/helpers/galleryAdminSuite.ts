import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { GalleryStorage } from '@/galleries/server/galleryStorage'
import type { ClientGallery, GalleryPhoto, Outbox } from '@/payload-types'

import { testPayload, type Dialect } from './testPayload'

type Json = Record<string, unknown>
const SITE = 'http://localhost:3999'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The studio's side of a gallery in the admin, through the REST API as its buttons call it, on a
 * real database with real files: «Enviar al cliente» (the outbox's mail with the link, the PIN and
 * the cover inline), the delivery notice, reopening a sent selection, the Lightroom, Capture One and
 * CSV lists, and the client's data export; nothing for anyone not signed in.
 */
export function galleryAdminSuite(dialect: Dialect) {
  let payload: Payload
  let storage: GalleryStorage
  let token = ''
  let editor: Awaited<ReturnType<Payload['login']>>['user']

  /** A request to the API as Payload's REST route handles it, signed in as the editor unless told. */
  const api = async (method: 'GET' | 'POST', route: string, { auth = true, json = true } = {}) => {
    const { handleEndpoints } = await import('payload')
    const headers: Record<string, string> = {}
    if (json && method === 'POST') headers['content-type'] = 'application/json'
    if (auth) headers.authorization = `JWT ${token}`
    const request = new Request(`${SITE}/api${route}`, {
      method,
      headers,
      body: method === 'POST' ? (json ? '{}' : 'x=1') : undefined,
    })
    return handleEndpoints({ config: payload.config, request })
  }
  const newGallery = (data: Partial<ClientGallery> = {}) =>
    payload.create({
      collection: 'client-galleries',
      data: {
        title: 'Boda de Lucía y Pablo',
        client: { name: 'Lucía Pérez', email: 'lucia@example.com' },
        ...data,
      } as ClientGallery,
      depth: 0,
    })
  /** A photo as the background preparation leaves it: ready, its original and a web size on the store. */
  const readyPhoto = async (gallery: number, filename: string, extra: Partial<GalleryPhoto> = {}) => {
    const photo = await payload.create({
      collection: 'gallery-photos',
      data: { gallery, filename, set: 'proofs', state: 'ready', width: 1200, height: 800, ...extra },
      depth: 0,
      overrideAccess: true,
    })
    const key = storage.keyFor(gallery, photo.id, 'original')
    const pixels = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a05030' } })
    await storage.write(key, Readable.from([await pixels.clone().jpeg().toBuffer()]))
    await storage.write(
      storage.keyFor(gallery, photo.id, 'w960.webp'),
      Readable.from([await pixels.resize(960).webp().toBuffer()]),
    )
    return payload.update({
      collection: 'gallery-photos',
      id: photo.id,
      data: { storageKey: key },
      depth: 0,
      overrideAccess: true,
    })
  }
  const outbox = async () =>
    (await payload.find({ collection: 'outbox', sort: '-id', limit: 100, depth: 0, overrideAccess: true })).docs
  const galleryNow = (id: number) => payload.findByID({ collection: 'client-galleries', id, depth: 0 })

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    const { siteGalleryStorage } = await import('@/galleries/server/siteGalleryStorage')
    storage = siteGalleryStorage()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { studioName: 'Revela Estudio', email: 'hola@revela.example' },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] } as never,
    })
    ;({ token = '', user: editor } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    }))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('send: mails the client the link, the PIN and the cover inline through the outbox, and a draft becomes «Enviada»', async () => {
    const gallery = await newGallery({ pin: '0420', selectionLimit: 30 })
    const cover = await readyPhoto(gallery.id, 'IMG_0001.JPG')
    await payload.update({ collection: 'client-galleries', id: gallery.id, data: { cover: cover.id }, depth: 0 })
    const before = (await outbox()).length

    const anonymous = await api('POST', `/client-galleries/${gallery.id}/send`, { auth: false })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ errors: [{ message: 'Inicia sesión para gestionar la galería.' }] })
    expect((await api('POST', `/client-galleries/${gallery.id}/send`, { json: false })).status).toBe(415)
    expect((await outbox()).length).toBe(before)
    expect((await galleryNow(gallery.id)).status).toBe('draft')

    const sent = await api('POST', `/client-galleries/${gallery.id}/send`)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ status: 'sent', message: 'Enviado a lucia@example.com.' })
    expect((await galleryNow(gallery.id)).status).toBe('sent')

    const mails = await outbox()
    expect(mails.length).toBe(before + 1)
    const mail = mails[0] as Outbox
    const link = `${SITE}/galeria-privada/${gallery.accessToken}`
    expect(mail).toMatchObject({ to: ['lucia@example.com'], replyTo: 'hola@revela.example', status: 'queued' })
    expect(mail.subject).toBe('Tus fotos de «Boda de Lucía y Pablo» ya están aquí')
    expect(mail.text).toContain(`Tu galería: ${link}`)
    expect(mail.text).toContain('PIN de acceso: 0420')
    expect(mail.text).toContain('tu sesión incluye 30')
    expect(mail.html).toContain('src="cid:portada@galeria"')
    const attachments = mail.attachments as { filename: string; content: string; contentType: string; cid: string }[]
    expect(attachments).toHaveLength(1)
    expect(attachments[0]).toMatchObject({ filename: 'portada.jpg', contentType: 'image/jpeg', cid: 'portada@galeria' })
    const image = await sharp(Buffer.from(attachments[0]!.content, 'base64')).metadata()
    expect(image).toMatchObject({ format: 'jpeg', width: 800, height: 533 })

    // Sent again, it resends the same link and leaves a later state alone.
    await payload.update({
      collection: 'client-galleries',
      id: gallery.id,
      data: { status: 'selectionReceived' },
      overrideAccess: true,
    })
    expect(await (await api('POST', `/client-galleries/${gallery.id}/send`)).json()).toMatchObject({
      status: 'selectionReceived',
    })
  })

  it('send: refuses a gallery with no ready photo or an expired one, and an unknown or malformed id, mailing nobody', async () => {
    const empty = await newGallery({ client: { name: 'Ana', email: 'ana@example.com' } })
    await payload.create({
      collection: 'gallery-photos',
      data: { gallery: empty.id, filename: 'IMG_9.JPG', set: 'proofs', state: 'pending' },
      overrideAccess: true,
    })
    const expired = await newGallery({
      client: { name: 'Ana', email: 'ana@example.com' },
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    })
    await readyPhoto(expired.id, 'IMG_1.JPG')
    const before = (await outbox()).length
    const noPhoto = await api('POST', `/client-galleries/${empty.id}/send`)
    expect(noPhoto.status).toBe(400)
    expect(JSON.stringify(await noPhoto.json())).toContain('ninguna foto lista')
    const late = await api('POST', `/client-galleries/${expired.id}/send`)
    expect(late.status).toBe(400)
    expect(JSON.stringify(await late.json())).toContain('ha caducado')
    expect((await api('POST', '/client-galleries/999999/send')).status).toBe(404)
    expect((await api('POST', '/client-galleries/1e3/send')).status).toBe(400)
    expect((await outbox()).length).toBe(before)
    expect((await galleryNow(empty.id)).status).toBe('draft')
  })

  it('deliver: needs a ready final, then tells the client and marks the gallery «Entregada»', async () => {
    const gallery = await newGallery({ status: 'sent', downloads: 'originals' })
    await readyPhoto(gallery.id, 'IMG_0001.JPG')
    const before = (await outbox()).length
    expect((await api('POST', `/client-galleries/${gallery.id}/deliver`, { auth: false })).status).toBe(401)
    const none = await api('POST', `/client-galleries/${gallery.id}/deliver`)
    expect(none.status).toBe(400)
    expect(JSON.stringify(await none.json())).toContain('«Entrega»')
    expect((await outbox()).length).toBe(before)

    await readyPhoto(gallery.id, 'FINAL_1.JPG', { set: 'finals' })
    await readyPhoto(gallery.id, 'FINAL_2.JPG', { set: 'finals' })
    const done = await api('POST', `/client-galleries/${gallery.id}/deliver`)
    expect(done.status).toBe(200)
    expect((await done.json()) as Json).toMatchObject({ status: 'delivered' })
    expect((await galleryNow(gallery.id)).status).toBe('delivered')
    const [mail] = await outbox()
    expect(mail).toMatchObject({ to: ['lucia@example.com'], replyTo: 'hola@revela.example' })
    expect(mail!.text).toContain('las 2 fotos editadas')
    expect(mail!.text).toContain(`${SITE}/galeria-privada/${gallery.accessToken}`)
  })

  it('selection: the chosen proofs for Lightroom, Capture One and a spreadsheet, to the studio only', async () => {
    const gallery = await newGallery()
    const at = '2026-03-01T10:00:00.000Z'
    await readyPhoto(gallery.id, 'IMG_0002.JPG', {
      favourite: true,
      clientNote: 'Más luz, por favor',
      favouritedAt: at,
    })
    await readyPhoto(gallery.id, 'IMG_0001.JPG', { favourite: true, favouritedAt: at })
    await readyPhoto(gallery.id, 'IMG_0003.JPG')
    await readyPhoto(gallery.id, 'FINAL_0001.JPG', { set: 'finals', favourite: true })
    const route = (format: string) => `/client-galleries/${gallery.id}/selection?format=${format}`

    const lightroom = await api('GET', route('lightroom'))
    expect(lightroom.status).toBe(200)
    expect(lightroom.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await lightroom.text()).toBe('IMG_0001, IMG_0002')

    const captureOne = await api('GET', route('captureone'))
    expect(captureOne.headers.get('content-disposition')).toContain('filename="seleccion-boda-de-lucia-y-pablo.txt"')
    expect(await captureOne.text()).toBe('IMG_0001\nIMG_0002\n')

    const csv = await api('GET', route('csv'))
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="seleccion-boda-de-lucia-y-pablo\.csv"/,
    )
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows).toEqual([
      'Archivo;Nota del cliente;Elegida el',
      `IMG_0001.JPG;;${at}`,
      `IMG_0002.JPG;"Más luz, por favor";${at}`,
    ])

    expect((await api('GET', route('zip'))).status).toBe(400)
    const anonymous = await api('GET', route('lightroom'), { auth: false })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('IMG_')
  })

  it('reopen: clears the sent selection so the client can choose again and send it anew', async () => {
    const gallery = await newGallery()
    await readyPhoto(gallery.id, 'IMG_0001.JPG', { favourite: true })
    const { submitSelection } = await import('@/galleries/server/submitSelection')
    const visitor = { ip: '192.0.2.0', userAgent: null }
    await submitSelection(payload, gallery, visitor)
    const locked = await galleryNow(gallery.id)
    expect(locked).toMatchObject({ status: 'selectionReceived' })
    expect(locked.selectionSubmittedAt).toBeTruthy()
    await expect(submitSelection(payload, locked, visitor)).rejects.toMatchObject({ status: 409 })

    expect((await api('POST', `/client-galleries/${gallery.id}/reopen`, { auth: false })).status).toBe(401)
    expect((await galleryNow(gallery.id)).selectionSubmittedAt).toBeTruthy()
    const reopened = await api('POST', `/client-galleries/${gallery.id}/reopen`)
    expect(reopened.status).toBe(200)
    expect((await reopened.json()) as Json).toMatchObject({ status: 'sent' })
    const open = await galleryNow(gallery.id)
    expect(open).toMatchObject({ status: 'sent' })
    expect(open.selectionSubmittedAt ?? null).toBeNull()
    await expect(submitSelection(payload, open, visitor)).resolves.toEqual({ chosen: 1 })
  })

  it('the dashboard names each gallery whose selection arrived and is not yet delivered, with its count', async () => {
    const { ReceivedSelections } = await import('@/dashboard/ReceivedSelections')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const notice = async () => {
      const element = await ReceivedSelections({ payload, user: { ...editor, collection: 'users' } })
      return element ? renderToStaticMarkup(element) : ''
    }
    const gallery = await newGallery({
      title: 'Comunión de Teo',
      client: { name: 'Eva Gil', email: 'eva@example.com' },
    })
    await readyPhoto(gallery.id, 'IMG_0001.JPG', { favourite: true })
    await readyPhoto(gallery.id, 'IMG_0002.JPG', { favourite: true })
    await readyPhoto(gallery.id, 'IMG_0003.JPG')
    expect(await notice()).not.toContain('Comunión de Teo')
    const { submitSelection } = await import('@/galleries/server/submitSelection')
    await submitSelection(payload, gallery, { ip: '192.0.2.0', userAgent: null })
    const html = await notice()
    expect(html).toContain('Selección recibida: Comunión de Teo (Eva Gil) — 2 fotos')
    expect(html).toContain(`href="/admin/collections/client-galleries/${gallery.id}"`)
    await payload.update({ collection: 'client-galleries', id: gallery.id, data: { status: 'delivered' } })
    expect(await notice()).not.toContain('Comunión de Teo')
  })

  it('client-data: the client’s details, consent, choices and access log, without the token, PIN or storage keys', async () => {
    const gallery = await newGallery({
      pin: '9731',
      client: { name: 'Lucía Pérez', email: 'lucia@example.com', phone: '600 111 222' },
      publicationConsent: { scope: 'portfolio', givenBy: 'Lucía Pérez', givenAt: '2026-02-01T00:00:00.000Z' },
    })
    const chosen = await readyPhoto(gallery.id, 'IMG_0007.JPG', { favourite: true, clientNote: 'Para el salón' })
    const noted = await readyPhoto(gallery.id, 'IMG_0008.JPG', { clientNote: 'Esta no, gracias' })
    await readyPhoto(gallery.id, 'IMG_0009.JPG')
    await payload.create({
      collection: 'gallery-events',
      data: {
        gallery: gallery.id,
        kind: 'photoDownloaded',
        photo: chosen.id,
        ip: '192.0.2.0',
        userAgent: 'Safari en iPhone',
      },
      overrideAccess: true,
    })
    expect((await api('GET', `/client-galleries/${gallery.id}/client-data`, { auth: false })).status).toBe(401)

    const response = await api('GET', `/client-galleries/${gallery.id}/client-data`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('datos-cliente-boda-de-lucia-y-pablo.json')
    const body = await response.text()
    for (const secret of [
      gallery.accessToken!,
      '9731',
      chosen.storageKey!,
      noted.storageKey!,
      String(gallery.id) + '/',
    ])
      expect(body).not.toContain(secret)
    const data = JSON.parse(body) as Json
    expect(data).toMatchObject({
      client: { name: 'Lucía Pérez', email: 'lucia@example.com', phone: '600 111 222' },
      publicationConsent: { scope: 'portfolio', givenBy: 'Lucía Pérez', isMinor: false },
      gallery: { title: 'Boda de Lucía y Pablo', status: 'Borrador' },
      photos: [
        { filename: 'IMG_0007.JPG', favourite: true, note: 'Para el salón' },
        { filename: 'IMG_0008.JPG', favourite: false, note: 'Esta no, gracias' },
      ],
      accessLog: [
        { what: 'Descargó una foto', photo: 'IMG_0007.JPG', network: '192.0.2.0', browser: 'Safari en iPhone' },
      ],
    })
  })
}
