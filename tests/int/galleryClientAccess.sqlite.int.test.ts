import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientGallery } from '@/payload-types'

import { testPayload } from './helpers/testPayload'

const SITE = 'http://localhost:3999'

/**
 * The client's routes on a real database, called as Next calls them (a Request in, a Response
 * out): the PIN's tries slowed for a guesser while the right PIN still opens it afterwards from
 * another address, the pass in its cookie, photos and downloads only with access and by the
 * gallery's rights, hearts refused on another gallery's photo and once the selection is sent.
 */
describe('a client gallery’s routes, on SQLite', () => {
  let payload: Payload
  let gallery: ClientGallery
  let other: ClientGallery
  let photoId: number
  let otherPhotoId: number

  const form = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    })

  beforeAll(async () => {
    ;({ payload } = await testPayload('sqlite'))
    const { siteGalleryStorage } = await import('@/galleries/server/siteGalleryStorage')
    const storage = siteGalleryStorage()
    const make = async (title: string, pin?: string) =>
      payload.create({
        collection: 'client-galleries',
        data: {
          title,
          client: { name: 'Lucía', email: 'lucia@example.com' },
          status: 'sent',
          downloads: 'web',
          ...(pin ? { pin } : {}),
        } as never,
        overrideAccess: true,
      })
    gallery = await make('Con PIN', '4821')
    other = await make('Otra')
    const photo = async (galleryId: number) => {
      const key = storage.keyFor(galleryId, `u${galleryId}`, 'original')
      await storage.write(key, Readable.from([Buffer.from('original')]))
      await storage.write(storage.keyFor(galleryId, `u${galleryId}`, 'w480.webp'), Readable.from([Buffer.from('web')]))
      const doc = await payload.create({
        collection: 'gallery-photos',
        data: { gallery: galleryId, filename: 'A.JPG', set: 'proofs', state: 'ready', width: 600, height: 400 },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'gallery-photos',
        id: doc.id,
        data: { storageKey: key },
        overrideAccess: true,
      })
      return doc.id
    }
    photoId = await photo(gallery.id)
    otherPhotoId = await photo(other.id)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('slows a PIN guesser down, logs the wrong tries, and the right PIN gives a pass for that gallery only', async () => {
    const { provePin } = await import('@/galleries/server/provePin')
    const path = `/galeria-privada/${gallery.accessToken}/pin`
    const outcomes: string[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await provePin(
        form(path, { pin: String(1000 + attempt) }),
        gallery.accessToken!,
        payload,
        '198.51.100.7',
      )
      outcomes.push(new URL(answer.headers.get('location')!, SITE).search)
    }
    expect(outcomes.slice(0, 8).every((search) => search === '?pin=incorrecto')).toBe(true)
    expect(outcomes.slice(8).every((search) => search.startsWith('?pin=espera&s='))).toBe(true)
    // Slowed, even the right PIN waits from that address…
    const blocked = await provePin(form(path, { pin: '4821' }), gallery.accessToken!, payload, '198.51.100.7')
    expect(blocked.headers.get('set-cookie')).toBeNull()
    // …while the client, from their own address, gets in.
    const right = await provePin(form(path, { pin: '4821' }), gallery.accessToken!, payload, '203.0.113.20')
    const cookie = right.headers.get('set-cookie')!
    expect(cookie).toMatch(
      new RegExp(
        `^revela_galeria_${gallery.id}=\\d+\\.[\\w-]+; Path=/galeria-privada/${gallery.accessToken}; Max-Age=2592000; HttpOnly; SameSite=Lax`,
      ),
    )
    const refused = await payload.count({
      collection: 'gallery-events',
      where: { and: [{ gallery: { equals: gallery.id } }, { kind: { equals: 'pinRefused' } }] },
      overrideAccess: true,
    })
    expect(refused.totalDocs).toBe(8)

    const { servePhoto } = await import('@/galleries/server/servePhoto')
    const photoRequest = (id: number, variant: string, headers: Record<string, string> = {}) =>
      new Request(`${SITE}/galeria-privada/${gallery.accessToken}/foto/${id}/${variant}`, { headers })
    const pass = { cookie: cookie.split(';')[0]! }
    const ask = (id: number, variant: string, headers: Record<string, string> = {}) =>
      servePhoto(photoRequest(id, variant, headers), payload, {
        token: gallery.accessToken!,
        photoId: String(id),
        variant,
        ip: '203.0.113.20',
      })
    expect((await ask(photoId, 'w480.webp')).status).toBe(403)
    const shown = await ask(photoId, 'w480.webp', pass)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toMatch(/^private/)
    expect(shown.headers.get('x-robots-tag')).toContain('noindex')
    expect(await shown.text()).toBe('web')
    // Another gallery's photo through this gallery's link, the original without the right, junk names.
    expect((await ask(otherPhotoId, 'w480.webp', pass)).status).toBe(404)
    expect((await ask(photoId, 'original', pass)).status).toBe(403)
    for (const variant of ['../original', 'w480.png', 'download.jpeg', ''])
      expect((await ask(photoId, variant, pass)).status).toBe(404)
  })

  it('keeps hearts to the gallery’s own photos and refuses them once the selection is sent', async () => {
    const { galleryAction } = await import('@/galleries/server/galleryRequest')
    const { setFavourite, photoIdFrom } = await import('@/galleries/server/galleryActions')
    const { submitSelection } = await import('@/galleries/server/submitSelection')
    const heart = (photo: number) =>
      galleryAction(
        form(
          `/galeria-privada/${other.accessToken}/favorita`,
          { photo: String(photo), favourite: '1' },
          { accept: 'application/json' },
        ),
        other.accessToken!,
        payload,
        async ({ gallery: g }, body) => {
          const count = await setFavourite(payload, g, photoIdFrom(body.get('photo')), true)
          return { json: { counter: count.counter }, back: '/' }
        },
      )
    expect((await heart(photoId)).status).toBe(404)
    const mine = await heart(otherPhotoId)
    expect(mine.status).toBe(200)
    expect(await mine.json()).toEqual({ ok: true, counter: '1 elegida' })
    const fresh = await payload.findByID({ collection: 'client-galleries', id: other.id, overrideAccess: true })
    await submitSelection(payload, fresh, { ip: '203.0.113.20', userAgent: 'prueba' })
    const late = await heart(otherPhotoId)
    expect(late.status).toBe(409)
    expect(((await late.json()) as { message: string }).message).toContain('Ya enviaste tu selección')
    // A cross-site form is refused before anything is read.
    const crossSite = await galleryAction(
      form(
        `/galeria-privada/${other.accessToken}/favorita`,
        { photo: String(otherPhotoId) },
        { origin: 'https://otro.example' },
      ),
      other.accessToken!,
      payload,
      async () => ({ json: {}, back: '/' }),
    )
    expect(crossSite.status).toBe(403)
  })

  it('logs one opening per visit: a reload adds no line, another network, browser or a later visit does', async () => {
    const { recordGalleryOpening } = await import('@/galleries/server/recordGalleryOpening')
    const openings = async () =>
      (
        await payload.find({
          collection: 'gallery-events',
          where: { gallery: { equals: other.id }, kind: { equals: 'opened' } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs
    const visit = { gallery: other.id, ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (iPhone)' }
    await recordGalleryOpening(payload, visit)
    await recordGalleryOpening(payload, visit)
    // Another address of the same network is the same visit: the log keeps networks only.
    await recordGalleryOpening(payload, { ...visit, ip: '198.51.100.9' })
    expect((await openings()).map((e) => e.ip)).toEqual(['198.51.100.0'])
    await recordGalleryOpening(payload, { ...visit, ip: '203.0.113.5' })
    await recordGalleryOpening(payload, { ...visit, userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })
    expect(await openings()).toHaveLength(3)
    // Past the visit's window, the same phone opening it again is a new visit.
    const first = (await openings()).find((e) => e.ip === '198.51.100.0' && e.userAgent === visit.userAgent)!
    await payload.update({
      collection: 'gallery-events',
      id: first.id,
      data: { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() },
      overrideAccess: true,
    })
    await recordGalleryOpening(payload, visit)
    expect(await openings()).toHaveLength(4)
  })
})
