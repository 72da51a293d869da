import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOGIN_MAX_ATTEMPTS } from '@/loginGuard/core/accountLimits'

import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }

/** The content model's behaviour, the same on SQLite and PostgreSQL. */
export function contentSuite(dialect: Dialect) {
  let payload: Payload
  let dir: string

  beforeAll(async () => {
    ;({ payload, dir } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('the demo studio', () => {
    it('has the known article, post 1965, as the description gives it', async () => {
      const post = await payload.findByID({ collection: 'posts', id: 1965, depth: 1 })
      expect(post.title).toBe('Sesiones de fotos: el precio del profesional')
      expect(post.slug).toBe('sesiones-de-fotos-el-precio-del-profesional')
      expect(post.excerpt).toBe('')
      expect(post._status).toBe('published')
      const image = post.featuredImage as { url: string; filename: string; alt: string }
      expect(image.url).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d{2}\/estudio-plato\.jpg$/)
      expect(image.alt.length).toBeGreaterThan(10)
      expect(existsSync(path.join(dir, 'media', image.filename))).toBe(true)
    })

    it('has responsive sizes in AVIF and WebP for every photograph', async () => {
      const media = await payload.find({ collection: 'media', limit: 0 })
      expect(media.docs.length).toBeGreaterThanOrEqual(12)
      const sizes = media.docs[0]!.sizes as Record<string, { url?: string; mimeType?: string; width?: number }>
      expect(sizes.w480avif?.mimeType).toBe('image/avif')
      expect(sizes.w960webp?.mimeType).toBe('image/webp')
      expect(sizes.w480webp?.width).toBe(480)
      expect(sizes.w1600webp?.url).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d{2}\/.+\.webp$/)
    })

    it('has the pages of the menu, nested where they should be', async () => {
      const pages = await payload.find({ collection: 'pages', limit: 0, depth: 0 })
      const paths = pages.docs.map((p) => p.path)
      for (const expected of [
        'inicio',
        'sesiones-de-fotos',
        'sesiones-de-fotos/retrato',
        'book-de-fotos',
        'sobre-nosotros',
        'contacto',
        'aviso-legal',
        'politica-de-privacidad',
        'politica-de-cookies',
      ]) {
        expect(paths).toContain(expected)
      }
      const posts = await payload.find({ collection: 'posts', limit: 0, depth: 0 })
      expect(posts.totalDocs).toBeGreaterThanOrEqual(7)
      const header = await payload.findGlobal({ slug: 'header', depth: 0 })
      expect(header.items?.[0]?.children?.length).toBeGreaterThanOrEqual(3)
    })

    it('is seeded once: a second start changes nothing', async () => {
      const before = await payload.count({ collection: 'pages' })
      await payload.delete({ collection: 'pages', where: { slug: { equals: 'familia' } } })
      const { seed } = await import('@/seed')
      expect(await seed(payload, admin, () => {})).toBe(false)
      expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs - 1)
    })

    it('gives new articles ids after the imported ones', async () => {
      const post = await payload.create({
        collection: 'posts',
        data: { title: 'Nuevo artículo', _status: 'draft' },
        context: { disableRevalidate: true },
      })
      expect(post.id).toBeGreaterThan(1965)
      expect(post.slug).toBe('nuevo-articulo')
    })
  })

  describe('access control', () => {
    it('shows the public only what is published', async () => {
      await payload.create({
        collection: 'posts',
        data: { title: 'Borrador secreto', _status: 'draft' },
        context: { disableRevalidate: true },
      })
      const publicView = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        where: { title: { equals: 'Borrador secreto' } },
      })
      expect(publicView.totalDocs).toBe(0)
      const editor = await payload.find({ collection: 'users', where: { email: { equals: admin.adminEmail } } })
      const asEditor = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        user: editor.docs[0],
        draft: true,
        where: { title: { equals: 'Borrador secreto' } },
      })
      expect(asEditor.totalDocs).toBe(1)
    })

    it('lets editors manage content but not users or settings', async () => {
      const editor = await payload.create({
        collection: 'users',
        data: {
          name: 'Editora',
          email: `editora-${dialect}@revela.test`,
          password: 'editora-segura-1',
          roles: ['editor'],
        },
      })
      const page = await payload.create({
        collection: 'pages',
        overrideAccess: false,
        user: editor,
        data: { title: 'Promoción de otoño', _status: 'draft' },
        context: { disableRevalidate: true },
      })
      expect(page.slug).toBe('promocion-de-otono')
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          user: editor,
          data: { name: 'X', email: 'x@revela.test', password: 'contrasena-larga', roles: ['admin'] },
        }),
      ).rejects.toThrow()
      await expect(
        payload.updateGlobal({
          slug: 'site-settings',
          overrideAccess: false,
          user: editor,
          data: { studioName: 'Otro' },
        }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'users',
          id: editor.id,
          overrideAccess: false,
          user: editor,
          data: { roles: ['admin'] },
        }),
      ).resolves.toMatchObject({ roles: ['editor'] })
    })

    it('denies anonymous API clients the settings and the users', async () => {
      await expect(payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).rejects.toThrow()
      await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
    })

    it('locks an account after a sustained run of failed logins', async () => {
      for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i++) {
        await expect(
          payload.login({
            collection: 'users',
            data: { email: `editora-${dialect}@revela.test`, password: 'incorrecta' },
          }),
        ).rejects.toThrow()
      }
      await expect(
        payload.login({
          collection: 'users',
          data: { email: `editora-${dialect}@revela.test`, password: 'editora-segura-1' },
        }),
      ).rejects.toThrow(/bloquead|locked/i)
    })
  })

  describe('contact forms', () => {
    it('seeds the studio form and refuses a template with a bad tag, naming it', async () => {
      const forms = await payload.find({ collection: 'forms', depth: 0 })
      expect(forms.docs[0]?.template).toContain('[email* your-email')
      const error = await payload
        .create({
          collection: 'forms',
          data: { title: 'Roto', template: '[text* tu-nombre]\n[number* edad min:diez]' },
        })
        .then(
          () => null,
          (e: { data?: { errors?: { path: string; message: string }[] } }) => e,
        )
      // What the admin shows beside the field: the offending tag, quoted.
      expect(error?.data?.errors?.[0]).toMatchObject({
        path: 'template',
        message: expect.stringContaining('[number* edad min:diez]'),
      })
    })
  })

  describe('nested pages', () => {
    it('moves children with their parent', async () => {
      const parent = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'sesiones-de-fotos' } },
        depth: 0,
      })
      await payload.update({
        collection: 'pages',
        id: parent.docs[0]!.id,
        data: { slug: 'sesiones' },
        context: { disableRevalidate: true },
      })
      const child = await payload.find({ collection: 'pages', where: { slug: { equals: 'retrato' } }, depth: 0 })
      expect(child.docs[0]!.path).toBe('sesiones/retrato')
    })

    it('lets pages under different parents share a slug, but never an address', async () => {
      const ctx = { disableRevalidate: true }
      const book = (await payload.find({ collection: 'pages', where: { slug: { equals: 'book-de-fotos' } }, depth: 0 }))
        .docs[0]!
      const underBook = await payload.create({
        collection: 'pages',
        data: { title: 'Precios del book', slug: 'precios', parent: book.id, _status: 'published' } as never,
        context: ctx,
      })
      const atRoot = await payload.create({
        collection: 'pages',
        data: { title: 'Precios', slug: 'precios', _status: 'published' } as never,
        context: ctx,
      })
      expect([underBook.path, atRoot.path]).toEqual(['book-de-fotos/precios', 'precios'])
      await expect(
        payload.create({
          collection: 'pages',
          data: { title: 'Otra', slug: 'precios', _status: 'published' } as never,
          context: ctx,
        }),
      ).rejects.toThrow()
      expect(
        (await payload.find({ collection: 'pages', where: { path: { equals: 'precios' } }, depth: 0 })).totalDocs,
      ).toBe(1)
    })

    it('refuses an anchor that could not be a link, and one the page already uses, saying which', async () => {
      type Failure = { data?: { errors?: { path: string; message: string }[] } }
      const attempt = (slug: string, layout: unknown[]) =>
        payload
          .create({
            collection: 'pages',
            data: { title: 'Anclas', slug, layout } as never,
            context: { disableRevalidate: true },
          })
          .then(
            () => null,
            (e: Failure) => e,
          )
      const bad = await attempt('ancla-mala', [
        { blockType: 'tabs', items: [{ title: 'Uno', anchor: 'dos palabras' }] },
      ])
      expect(bad?.data?.errors?.[0]).toMatchObject({
        path: expect.stringMatching(/anchor$/),
        message: expect.stringContaining('empieza por una letra'),
      })
      const twice = await attempt('ancla-repetida', [
        { blockType: 'section', anchor: 'precios', blocks: [] },
        {
          blockType: 'section',
          blocks: [
            {
              blockType: 'tabs',
              items: [
                { title: 'Uno', anchor: 'precios' },
                { title: 'Dos', anchor: 'familia' },
              ],
            },
          ],
        },
      ])
      expect(twice?.data?.errors?.[0]).toMatchObject({
        path: 'layout',
        message: 'Cada ancla ha de ser única en la página; se repite: precios.',
      })
    })

    it('normalises a typed slug into one a URL can keep', async () => {
      await expect(
        payload.create({
          collection: 'pages',
          data: { title: 'X', slug: 'con espacios/y barra' },
          context: { disableRevalidate: true },
        }),
      ).resolves.toMatchObject({ slug: 'con-espacios-y-barra' })
    })
  })

  describe('rich text links', () => {
    const withLink = (url: string) => ({
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'link',
                version: 3,
                direction: null,
                format: '',
                indent: 0,
                fields: { linkType: 'custom', url, newTab: false },
                children: [
                  { type: 'text', version: 1, text: 'pulsa aquí', format: 0, mode: 'normal', style: '', detail: 0 },
                ],
              },
            ],
          },
        ],
      },
    })
    const save = (url: string) =>
      payload.create({
        collection: 'posts',
        data: { title: 'Enlaces', slug: `enlaces-${Date.now()}`, content: withLink(url) as never, _status: 'draft' },
      })

    it('refuses a javascript: or data: address typed in the editor, however it is disguised, and keeps a real one', async () => {
      for (const url of [
        'javascript:alert(1)',
        '\tJaVa\nScRiPt:alert(1)',
        'data:text/html,<script>alert(1)</script>',
      ]) {
        const refused = await save(url).then(
          () => null,
          (error: { data?: { errors?: { message: string }[] } }) => error,
        )
        // Lexical's words (the admin rewords them: admin/errors/explainErrors); the drawer shows the field's own.
        expect(refused?.data?.errors).toEqual([
          expect.objectContaining({
            path: 'content',
            message: expect.stringMatching(/^link node failed to validate: .*\burl\b/),
          }),
        ])
      }
      const kept = await save('https://revela.example/contacto/')
      expect(JSON.stringify(kept.content)).toContain('https://revela.example/contacto/')
      await payload.delete({ collection: 'posts', id: kept.id })
    })
  })

  describe('archives', () => {
    it('reads a page of articles newest first, whole, with the totals, and only published ones', async () => {
      const { findPostsPage } = await import('@/data/findPostsPage')
      const published = { _status: { equals: 'published' } } as const
      const stamp = Date.UTC(2019, 0, 1)
      const made = []
      for (let i = 0; i < 13; i++)
        made.push(
          await payload.create({
            collection: 'posts',
            data: {
              title: `Archivo ${i}`,
              slug: `archivo-${i}`,
              publishedAt: new Date(stamp + i * 86_400_000).toISOString(),
              tags: i % 2 ? ['Zoom', 'ángulo'] : ['Archivo'],
              layout: [{ blockType: 'heading', level: '2', text: `Bloque ${i}` }],
              _status: i === 12 ? 'draft' : 'published',
            },
          }),
        )
      const all = await payload.find({
        collection: 'posts',
        where: published,
        sort: '-publishedAt',
        limit: 0,
        depth: 0,
      })
      const page = (n: number) => findPostsPage(payload, { where: published, page: n, limit: 5 })
      const first = await page(1)
      expect(first.totalDocs).toBe(all.totalDocs)
      expect(first.totalPages).toBe(Math.ceil(all.totalDocs / 5))
      expect(first.docs.map((d) => d.id)).toEqual(all.docs.slice(0, 5).map((d) => d.id))
      const inArchive = { and: [published, { slug: { like: 'archivo-' } }] }
      const archive = await findPostsPage(payload, { where: inArchive, page: 2, limit: 5 })
      expect(archive.docs.map((d) => d.title)).toEqual([
        'Archivo 6',
        'Archivo 5',
        'Archivo 4',
        'Archivo 3',
        'Archivo 2',
      ])
      expect(archive).toMatchObject({ totalDocs: 12, totalPages: 3, page: 2, hasNextPage: true })
      // Whole: the blocks the list's second read brings, and the relations at depth 1.
      expect(archive.docs[0]!.layout).toMatchObject([{ blockType: 'heading', text: 'Bloque 6' }])
      const past = await findPostsPage(payload, { where: inArchive, page: 9, limit: 5 })
      expect(past.docs).toEqual([])

      const { publishedTagNames } = await import('@/data/publishedTagNames')
      const tags = await publishedTagNames(payload)
      expect(tags).toEqual(expect.arrayContaining(['ángulo', 'Archivo', 'Zoom']))
      expect(tags.indexOf('ángulo')).toBeLessThan(tags.indexOf('Zoom'))
      expect(new Set(tags).size).toBe(tags.length)
      await payload.update({ collection: 'posts', where: { slug: { like: 'archivo-' } }, data: { _status: 'draft' } })
      expect(await publishedTagNames(payload)).not.toContain('Zoom')
      for (const post of made) await payload.delete({ collection: 'posts', id: post.id })
    })
  })
}
