import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addressReserved, addressTaken, legacyPathTaken, OWN_PARENT, parentInsideChild } from '@/lib/fieldMessages'

import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }
const ctx = { disableRevalidate: true }

type FieldProblem = { path: string; message: string }
type Failure = { message?: string; data?: { errors?: FieldProblem[] } }

/** The field problems a refused write reports (what the admin marks on the form), or null if it passed. */
const problems = (write: Promise<unknown>): Promise<FieldProblem[] | null> =>
  write.then(
    () => null,
    (e: Failure) => e.data?.errors ?? [{ path: '(ninguno)', message: String(e.message) }],
  )

/**
 * Every validation the admin can hit is reported on its field, in Spanish, with the reason: the
 * path Payload maps onto the form and the message shown beside it. On the demo's content.
 */
export function fieldErrorsSuite(dialect: Dialect) {
  let payload: Payload

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  const page = async (path: string) =>
    (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0 })).docs[0]!

  describe('addresses', () => {
    it("says a page's address is taken on the slug field, naming the page (not «path»)", async () => {
      const contacto = await page('contacto')
      const found = await problems(
        payload.create({
          collection: 'pages',
          data: { title: 'Contacto', _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(found).toEqual([
        expect.objectContaining({ path: 'slug', message: addressTaken('page', 'contacto', contacto.title) }),
      ])
      expect(found![0]!.message).toBe('Ya hay una página en /contacto/ («Contacto»). Elige otra dirección.')
      // Typed the way a person would, it is the same address.
      const typed = await problems(
        payload.create({
          collection: 'pages',
          data: { title: 'Escríbenos', slug: 'Contacto', _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(typed).toEqual([
        expect.objectContaining({ path: 'slug', message: addressTaken('page', 'contacto', contacto.title) }),
      ])
    })

    it('checks the address under the chosen parent', async () => {
      const parent = await page('sesiones-de-fotos')
      const found = await problems(
        payload.create({
          collection: 'pages',
          data: { title: 'Retrato', parent: parent.id, _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(found).toEqual([
        expect.objectContaining({
          path: 'slug',
          message: expect.stringMatching(/^Ya hay una página en \/sesiones-de-fotos\/retrato\/ /),
        }),
      ])
    })

    it('lets a page keep its own address when it is saved again', async () => {
      const contacto = await page('contacto')
      await expect(
        payload.update({ collection: 'pages', id: contacto.id, data: { title: contacto.title }, context: ctx }),
      ).resolves.toMatchObject({
        path: 'contacto',
      })
    })

    it("says an article's address is taken", async () => {
      const post = await payload.findByID({ collection: 'posts', id: 1965, depth: 0 })
      const found = await problems(
        payload.create({
          collection: 'posts',
          data: { title: 'Otro', slug: post.slug, _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(found).toEqual([
        expect.objectContaining({ path: 'slug', message: addressTaken('post', post.slug!, post.title) }),
      ])
    })

    it('keeps the site’s own addresses (/blog/, /feed/…) from pages and articles, saying what they are', async () => {
      const blog = await problems(
        payload.create({ collection: 'pages', data: { title: 'Blog', _status: 'published' } as never, context: ctx }),
      )
      expect(blog).toEqual([
        expect.objectContaining({ path: 'slug', message: addressReserved('blog', 'la lista de artículos') }),
      ])
      expect(blog![0]!.message).toBe(
        'La dirección /blog/ es del propio sitio (la lista de artículos). Elige otra dirección.',
      )
      const feed = await problems(
        payload.create({ collection: 'posts', data: { title: 'Feed', _status: 'published' } as never, context: ctx }),
      )
      expect(feed).toEqual([
        expect.objectContaining({ path: 'slug', message: addressReserved('feed', 'el feed de artículos') }),
      ])
      // Under a parent the same word is an ordinary address.
      const parent = await page('sesiones-de-fotos')
      const nested = await payload.create({
        collection: 'pages',
        data: { title: 'Blog', parent: parent.id, _status: 'published' } as never,
        context: ctx,
      })
      expect(nested.path).toBe('sesiones-de-fotos/blog')
      await payload.delete({ collection: 'pages', id: nested.id, context: ctx })
    })

    it('keeps a page and an article from sharing an address (the page would hide the article)', async () => {
      const post = await payload.findByID({ collection: 'posts', id: 1965, depth: 0 })
      const asPage = await problems(
        payload.create({
          collection: 'pages',
          data: { title: 'Otra', slug: post.slug, _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(asPage).toEqual([
        expect.objectContaining({ path: 'slug', message: addressTaken('post', post.slug!, post.title) }),
      ])
      const contacto = await page('contacto')
      const asPost = await problems(
        payload.create({
          collection: 'posts',
          data: { title: 'Contacto', _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(asPost).toEqual([
        expect.objectContaining({ path: 'slug', message: addressTaken('page', 'contacto', contacto.title) }),
      ])
    })

    it('lets a WordPress import bring its posts page at /blog/ as it was', async () => {
      const imported = await payload.create({
        collection: 'pages',
        data: { title: 'Blog', slug: 'blog', _status: 'published' } as never,
        context: { ...ctx, importing: true },
      })
      expect(imported.path).toBe('blog')
      await payload.delete({ collection: 'pages', id: imported.id, context: ctx })
    })

    it("says an article's old WordPress address already leads to another", async () => {
      const first = await payload.create({
        collection: 'posts',
        data: { title: 'Boda en Toledo', legacyPath: '2024/03/boda-en-toledo', _status: 'published' } as never,
        context: ctx,
      })
      const found = await problems(
        payload.create({
          collection: 'posts',
          data: { title: 'Boda en Cuenca', legacyPath: '2024/03/boda-en-toledo', _status: 'published' } as never,
          context: ctx,
        }),
      )
      expect(found).toEqual([
        expect.objectContaining({
          path: 'legacyPath',
          message: legacyPathTaken('2024/03/boda-en-toledo', 'Boda en Toledo'),
        }),
      ])
      await payload.delete({ collection: 'posts', id: first.id, context: ctx })
    })

    it('reports a missing title alone: the slug made from it is never reported missing', async () => {
      expect(
        await problems(payload.create({ collection: 'pages', data: { _status: 'published' } as never, context: ctx })),
      ).toEqual([expect.objectContaining({ path: 'title', message: 'Este campo es obligatorio.' })])
      expect(
        await problems(payload.create({ collection: 'posts', data: { _status: 'published' } as never, context: ctx })),
      ).toEqual([expect.objectContaining({ path: 'title', message: 'Este campo es obligatorio.' })])
    })
  })

  describe('parents', () => {
    it('refuses a page as its own parent, on the parent field', async () => {
      const contacto = await page('contacto')
      expect(
        await problems(
          payload.update({ collection: 'pages', id: contacto.id, data: { parent: contacto.id }, context: ctx }),
        ),
      ).toEqual([expect.objectContaining({ path: 'parent', message: OWN_PARENT })])
    })

    it('refuses a page under one of its own children, naming the child', async () => {
      const parent = await page('sesiones-de-fotos')
      const child = await page('sesiones-de-fotos/retrato')
      expect(
        await problems(
          payload.update({ collection: 'pages', id: parent.id, data: { parent: child.id }, context: ctx }),
        ),
      ).toEqual([expect.objectContaining({ path: 'parent', message: parentInsideChild(child.title) })])
    })
  })

  describe('site settings', () => {
    it('says a Google Analytics id is not a Tag Manager one, on the field', async () => {
      const found = await problems(
        payload.updateGlobal({ slug: 'site-settings', data: { gtmId: 'G-ABC123XYZ' } as never }),
      )
      expect(found).toEqual([
        expect.objectContaining({
          path: 'gtmId',
          message: expect.stringMatching(
            /^«G-ABC123XYZ» es un ID de Google Analytics, no de Tag Manager\. Debe tener la forma GTM-XXXXXXX/,
          ),
        }),
      ])
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { gtmId: 'GTM-AB12CD3' } as never }),
      ).resolves.toMatchObject({ gtmId: 'GTM-AB12CD3' })
      await payload.updateGlobal({ slug: 'site-settings', data: { gtmId: null } as never })
    })

    it('asks for the analytics region in capitals', async () => {
      expect(
        await problems(payload.updateGlobal({ slug: 'site-settings', data: { analyticsRegion: 'es' } as never })),
      ).toEqual([expect.objectContaining({ path: 'analyticsRegion', message: 'Escribe el código en mayúsculas: ES.' })])
    })
  })

  describe('the outbox', () => {
    it('refuses to requeue a mail that was sent, on the status field, saying why', async () => {
      const user = (
        await payload.find({ collection: 'users', where: { email: { equals: admin.adminEmail } }, depth: 0 })
      ).docs[0]!
      const mail = await payload.create({
        collection: 'outbox',
        data: {
          subject: 'Prueba',
          status: 'sent',
          attempts: 1,
          nextAttemptAt: new Date().toISOString(),
          to: ['a@revela.test'],
          from: 'b@revela.test',
          text: 'Hola',
          messageId: '<prueba-requeue@revela.test>',
        } as never,
      })
      const refused = await payload
        .update({ collection: 'outbox', id: mail.id, data: { status: 'queued' } as never, user })
        .then(
          () => null,
          (e: Failure) => e,
        )
      expect(refused?.data?.errors).toEqual([
        expect.objectContaining({
          path: 'status',
          message:
            'Solo un correo «Fallido» puede volver a «En cola»; este está «Enviado». Deja el estado como estaba.',
        }),
      ])
      // The toast says the same reason.
      expect(refused?.message).toBe(refused?.data?.errors?.[0]?.message)
      await payload.delete({ collection: 'outbox', id: mail.id })
    })
  })
}
