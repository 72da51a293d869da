import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }
const FIXTURE = path.resolve('tests/fixtures/wordpress')
const exportXml = readFileSync(path.join(FIXTURE, 'export.xml'), 'utf8')
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** The export as the importer reads it: a stream of text in chunks, as from a file. */
const stream = (text: string) => Readable.from(text.match(/[\s\S]{1,65536}/g) ?? [])

/**
 * The WordPress importer against a real database, on the real export made by WordPress,
 * Elementor and Contact Form 7 (tests/fixtures/wordpress): the same on SQLite and PostgreSQL.
 */
export function wordpressImportSuite(dialect: Dialect) {
  let payload: Payload
  let dir: string
  let run: typeof import('@/wordpress/import/runImport').runImport
  let uploads: import('@/wordpress/import/media/mediaSource').MediaSource

  const importText = async (
    text: string,
    options: {
      dryRun?: boolean
      onConflict?: 'stop' | 'skip' | 'update'
      taxonomyBases?: { categoryBase: string | null; tagBase: string | null }
    } = {},
  ) => {
    const { uploadsFolderSource } = await import('@/wordpress/import/media/uploadsFolderSource')
    uploads = await uploadsFolderSource(path.join(FIXTURE, 'uploads'))
    return run(payload, { open: () => stream(text), media: uploads, ...options })
  }
  const counts = async () => {
    const out: Record<string, number> = {}
    for (const c of ['posts', 'pages', 'media', 'comments', 'forms', 'categories', 'authors'] as const)
      out[c] = (await payload.count({ collection: c, overrideAccess: true })).totalDocs
    return out
  }

  beforeAll(async () => {
    ;({ payload, dir } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
    ;({ runImport: run } = await import('@/wordpress/import/runImport'))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('bad input leaves the database as it was', () => {
    const cases: [string, () => string, RegExp][] = [
      ['not XML', () => 'Esto no es una exportación, es un texto cualquiera.', /no es XML|vacío/],
      [
        'another XML document',
        () => '<?xml version="1.0"?><html><body>hola</body></html>',
        /no es una exportación de WordPress/,
      ],
      ['a truncated file', () => exportXml.slice(0, Math.floor(exportXml.length / 2)), /cortado|dañado/],
      [
        'an unknown WXR version',
        () => exportXml.replace('<wp:wxr_version>1.2</wp:wxr_version>', '<wp:wxr_version>9.9</wp:wxr_version>'),
        /Versión de exportación de WordPress desconocida: 9\.9/,
      ],
      [
        'an external entity (XXE)',
        () =>
          exportXml
            .replace('<rss', '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss')
            .replace('<title>Estudio Antiguo</title>', '<title>&xxe;</title>'),
        /DOCTYPE/,
      ],
      [
        'entity expansion (billion laughs)',
        () =>
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><rss>&lol3;</rss>`,
        /DOCTYPE/,
      ],
      [
        'a media file name leaving the uploads folder',
        () =>
          exportXml.replace(
            /(<wp:meta_key><!\[CDATA\[_wp_attached_file\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[)2024\/03\/retrato-ana\.jpg/,
            '$1../../../../etc/passwd',
          ),
        /sale de la carpeta de subidas/,
      ],
    ]
    for (const [name, text, message] of cases) {
      it(`refuses ${name} with one clear line`, async () => {
        const before = await counts()
        const error = await importText(text()).then(
          () => null,
          (e: Error) => e,
        )
        expect(error?.name).toBe('ImportError')
        expect(error?.message).toMatch(message)
        expect(error?.message).not.toContain('\n')
        expect(await counts()).toEqual(before)
      })
    }

    it('undoes everything when a write fails halfway (the demo, the files copied and the rows written)', async () => {
      const before = await counts()
      const filesBefore = existsSync(path.join(dir, 'media')) ? readdirSync(path.join(dir, 'media')).sort() : []
      // Two pages with one slug: the second cannot be stored, after the demo was removed and media,
      // forms and the first pages were written in the same transaction.
      const clash = exportXml.replace(
        '<wp:post_name><![CDATA[retrato-corporativo]]></wp:post_name>',
        '<wp:post_name><![CDATA[book-de-fotos]]></wp:post_name>',
      )
      const error = await importText(clash).then(
        () => null,
        (e: Error) => e,
      )
      expect(error?.message).toMatch(/No se ha podido guardar la página 3004 .*No se ha importado nada/)
      expect(await counts()).toEqual(before)
      expect((await payload.findByID({ collection: 'posts', id: 1965, depth: 0 })).legacyPath ?? null).toBeNull()
      expect(existsSync(path.join(dir, 'media')) ? readdirSync(path.join(dir, 'media')).sort() : []).toEqual(
        filesBefore,
      )
    }, 120_000)

    it('refuses --media-from on a loopback or private address before downloading anything', async () => {
      const { remoteSource } = await import('@/wordpress/import/media/remoteSource')
      for (const base of [
        'http://127.0.0.1:8080',
        'http://localhost/',
        'http://10.1.2.3/',
        'http://[::1]/',
        'http://169.254.169.254/',
      ]) {
        await expect(remoteSource(base)).rejects.toThrow(/privada o local|No se encuentra/)
      }
      await expect(remoteSource('ftp://estudio.example/')).rejects.toThrow(/https:\/\/ o http:\/\//)
    })
  })

  describe('media from the old site (--media-from)', () => {
    it('downloads each attachment from its uploads address; one the site lacks is reported missing', async () => {
      const { createServer } = await import('node:http')
      const requested: string[] = []
      const server = createServer((req, res) => {
        requested.push(req.url!)
        const file = decodeURIComponent(req.url!.replace(/^\/antiguo\/wp-content\/uploads\//, ''))
        if (file.includes('..') || file.includes('retrato-luis')) return res.writeHead(404).end()
        try {
          res.writeHead(200, { 'content-type': 'image/jpeg' }).end(readFileSync(path.join(FIXTURE, 'uploads', file)))
        } catch {
          res.writeHead(404).end()
        }
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as { port: number }
      const { remoteSource } = await import('@/wordpress/import/media/remoteSource')
      // The test's server is on loopback, which the importer refuses unless told, as here.
      const media = await remoteSource(`http://127.0.0.1:${port}/antiguo`, { allowPrivate: true })
      const { report } = await run(payload, { open: () => stream(exportXml), media, dryRun: true })
      server.close()
      expect(requested).toContain('/antiguo/wp-content/uploads/2024/03/retrato-ana.jpg')
      expect(requested).toHaveLength(8)
      // The attachment itself, then each place in the content that showed it.
      const missing = report.missingMedia.map((m) => m.ref)
      expect(missing[0]).toBe('/wp-content/uploads/2024/03/retrato-luis.jpg')
      expect(missing.every((ref) => /retrato-luis|adjunto 1103/.test(ref))).toBe(true)
      expect(report.counts.medios).toBe(7)
    })
  })

  describe('a dry run', () => {
    it('reports what would come across and changes nothing', async () => {
      const before = await counts()
      const { report, result } = await importText(exportXml, { dryRun: true })
      expect(result).toBeNull()
      expect(report.replacesDemo).toBe(true)
      expect(report.counts).toMatchObject({ entradas: 10, páginas: 7, medios: 8, comentarios: 11, formularios: 2 })
      expect(report.unknown.map((u) => u.name).sort()).toEqual([
        'core/table',
        'fixture-testimonial',
        'instagram-feed',
        'jetpack/contact-info',
      ])
      expect(report.skipped).toContainEqual(expect.objectContaining({ itemId: 2015, reason: 'en la papelera' }))
      expect(await counts()).toEqual(before)
      const demo = await payload.findByID({ collection: 'posts', id: 1965, depth: 0 })
      expect(demo.slug).toBe('sesiones-de-fotos-el-precio-del-profesional')
      expect(demo.legacyPath ?? null).toBeNull()
    })
  })

  describe('the import into a site with only the demo', () => {
    beforeAll(async () => {
      const { report } = await importText(exportXml)
      expect(report.replacesDemo).toBe(true)
    }, 180_000)

    it('replaces the demo studio, keeping the legal pages the export does not have', async () => {
      const pages = await payload.find({ collection: 'pages', limit: 0, depth: 0, draft: true, overrideAccess: true })
      const paths = pages.docs.map((p) => p.path).sort()
      expect(paths).toEqual([
        'aviso-legal',
        'blog',
        'contacto',
        'inicio',
        'politica-de-cookies',
        'politica-de-privacidad',
        'servicios',
        'servicios/book-de-fotos',
        'servicios/retrato-corporativo',
      ])
      const privacy = pages.docs.find((p) => p.path === 'politica-de-privacidad')!
      expect(privacy.id).toBe(3007)
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(settings.studioName).toBe('Estudio Antiguo')
      expect(settings.tagline).toMatch(/Estudio de fotografía en Madrid/)
      expect(settings.homePage).toBe(3001)
      // The demo's made-up contact details are gone, not shown as the studio's.
      expect(settings.phone ?? null).toBeNull()
      expect(settings.legalName).toBe('Estudio Antiguo')
      const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
      expect(footer.text).toMatch(/Estudio de fotografía en Madrid/)
      // The demo's privacy page gave way to the export's (3007), which the footer's link now leads to, in its place; the kept ones stay.
      expect(
        footer.legalLinks?.map((l) => [l.label, (l.reference as { value: unknown } | null)?.value === 3007]),
      ).toEqual([
        ['Aviso legal', false],
        ['Política de privacidad', true],
        ['Política de cookies', false],
      ])
    })

    it('keeps each article under its WordPress id, address, dates, author, categories and tags', async () => {
      const post = await payload.findByID({ collection: 'posts', id: 1965, depth: 1, overrideAccess: true })
      expect(post.title).toBe('Sesiones de fotos: el precio del profesional')
      expect(post.slug).toBe('sesiones-de-fotos-el-precio-del-profesional')
      expect(post.legacyPath).toBe('2024/03/sesiones-de-fotos-el-precio-del-profesional')
      expect(post._status).toBe('published')
      expect(post.publishedAt).toBe('2024-03-18T08:30:00.000Z')
      expect(post.excerpt ?? '').toBe('')
      expect((post.byline as { name: string }).name).toBe('Marta Ruiz')
      expect((post.categories as { slug: string }[]).map((c) => c.slug).sort()).toEqual(['retrato', 'sesiones'])
      expect((post.featuredImage as { id: number }).id).toBe(1101)
      const retrato = await payload.find({ collection: 'categories', where: { slug: { equals: 'retrato' } }, depth: 1 })
      expect((retrato.docs[0]!.parent as { slug: string }).slug).toBe('sesiones')
      expect(post.tags).toContain('Madrid')
    })

    it('keeps an unknown shortcode out of the article, for the editor as «Código corto de WordPress»', async () => {
      const post = await payload.findByID({ collection: 'posts', id: 1970, depth: 0, overrideAccess: true })
      // Inline blocks' fields, whatever order the database keeps their keys in (PostgreSQL's jsonb sorts them).
      const inline: Record<string, unknown>[] = []
      const texts: string[] = []
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk)
        else if (value && typeof value === 'object') {
          const node = value as { type?: string; fields?: Record<string, unknown>; text?: unknown }
          if (node.type === 'inlineBlock' && node.fields) inline.push(node.fields)
          if (typeof node.text === 'string') texts.push(node.text)
          Object.values(value).forEach(walk)
        }
      }
      walk(post.layout)
      expect(inline).toEqual([
        expect.objectContaining({ blockType: 'wpShortcode', code: '[instagram-feed num=6 cols=3 showfollow=true]' }),
      ])
      // Nowhere as text a visitor would read.
      expect(texts.join('\n')).not.toContain('instagram-feed')
    })

    it('stores each new article as Payload’s own create would: the same document, its first version, and it saves again as it is', async () => {
      // The fast path (many articles per statement) is the one under test, not the fallback.
      const { rowWriter } = await import('@/wordpress/import/writer/insertDocuments')
      expect(await rowWriter()).not.toBeNull()
      const clean = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(clean)
          : value && typeof value === 'object'
            ? Object.fromEntries(
                Object.entries(value)
                  .filter(([k]) => !['id', 'createdAt', 'updatedAt', 'slug', 'legacyPath'].includes(k))
                  .map(([k, v]) => [k, clean(v)]),
              )
            : value
      const imported = await payload.find({
        collection: 'posts',
        draft: true,
        depth: 0,
        limit: 0,
        overrideAccess: true,
      })
      expect(imported.docs.length).toBeGreaterThanOrEqual(7)
      // The same articles made by Payload's create from the same plan, as twins under other slugs.
      const { planImport } = await import('@/wordpress/import/core/plan/planImport')
      const { readWxr } = await import('@/wordpress/import/core/wxr/readWxr')
      const { articleData } = await import('@/wordpress/import/writer/articleData')
      const plan = planImport(await readWxr(stream(exportXml)))
      const authors = await payload.find({ collection: 'authors', depth: 0, limit: 0, overrideAccess: true })
      const categories = await payload.find({ collection: 'categories', depth: 0, limit: 0, overrideAccess: true })
      const taxonomy = {
        authors: new Map(authors.docs.map((a) => [a.wpLogin as string, a.id as number])),
        categories: new Map(categories.docs.map((c) => [c.slug as string, c.id as number])),
      }
      const tagNames = new Map(plan.tags.map((t) => [t.slug, t.name]))
      const context = { disableRevalidate: true }
      for (const post of imported.docs) {
        const id = post.id as number
        const draft = post._status !== 'published'
        const planned = plan.docs.find((d) => d.wpId === post.wordpressId)!
        const data = {
          ...articleData(planned, taxonomy, tagNames),
          wordpressId: planned.wpId,
          slug: `${planned.slug}-gemelo`,
          legacyPath: null,
          _status: draft ? 'draft' : 'published',
        }
        const twin = await payload.create({
          collection: 'posts',
          data: data as never,
          draft,
          depth: 0,
          overrideAccess: true,
          context,
        })
        const twinRead = await payload.findByID({
          collection: 'posts',
          id: twin.id,
          draft: true,
          depth: 0,
          overrideAccess: true,
        })
        expect(clean(post), `artículo ${id}`).toEqual(clean(twinRead))
        await payload.delete({ collection: 'posts', id: twin.id, overrideAccess: true, context })

        const versions = await payload.findVersions({
          collection: 'posts',
          where: { parent: { equals: id } },
          depth: 0,
          overrideAccess: true,
        })
        expect(versions.totalDocs, `versiones del artículo ${id}`).toBe(1)
        expect(clean(versions.docs[0]!.version), `versión del artículo ${id}`).toEqual(clean(post))
        expect(versions.docs[0]!.latest).toBe(true)

        // An editor opening it and saving: the fields' validation passes and nothing changes.
        await payload.update({ collection: 'posts', id, data: {}, draft, depth: 0, overrideAccess: true, context })
        const saved = await payload.findByID({ collection: 'posts', id, draft: true, depth: 0, overrideAccess: true })
        expect(clean(saved), `artículo ${id} guardado de nuevo`).toEqual(clean(post))
      }
    })

    it('never publishes drafts, pending, scheduled, private or password-protected items; leaves the trash out', async () => {
      for (const id of [2010, 2011, 2012, 2013, 2014]) {
        const doc = await payload.findByID({ collection: 'posts', id, draft: true, depth: 0, overrideAccess: true })
        expect(doc._status, `post ${id}`).toBe('draft')
        const asVisitor = await payload.find({
          collection: 'posts',
          where: { id: { equals: id } },
          overrideAccess: false,
          depth: 0,
        })
        expect(asVisitor.docs, `post ${id} as a visitor`).toHaveLength(0)
      }
      expect(
        (await payload.findByID({ collection: 'posts', id: 2012, draft: true, depth: 0, overrideAccess: true }))
          .publishedAt,
      ).toBe('2031-11-20T09:00:00.000Z')
      expect(
        await payload.findByID({ collection: 'posts', id: 2015, depth: 0, overrideAccess: true, disableErrors: true }),
      ).toBeNull()
    })

    it('brings every attachment to the same uploads address with the same bytes, alt text, title and caption', async () => {
      const media = await payload.find({ collection: 'media', limit: 0, depth: 0, overrideAccess: true })
      expect(media.docs.map((m) => m.id).sort()).toEqual([1101, 1102, 1103, 1104, 1201, 1202, 1203, 1204])
      const ana = media.docs.find((m) => m.id === 1102)!
      expect(ana.url).toBe('/wp-content/uploads/2024/03/retrato-ana.jpg')
      expect(ana.alt).toBe('Retrato en clave baja de una mujer con jersey gris')
      expect(ana.title).toBe('Retrato de Ana')
      expect(ana.description).toBe('Retrato en clave baja con una sola luz.')
      expect(ana.otherNames).toContain('retrato-ana-240x300.jpg')
      expect(sha(path.join(dir, 'media', ana.filename!))).toBe(
        sha(path.join(FIXTURE, 'uploads/2024/03/retrato-ana.jpg')),
      )
      const scaled = media.docs.find((m) => m.id === 1201)!
      expect(scaled.url).toBe('/wp-content/uploads/2025/06/panoramica-madrid-atardecer-scaled.jpg')
      expect(scaled.otherNames).toContain('panoramica-madrid-atardecer.jpg')
    })

    it('threads the comments under their WordPress ids, with their status and the author’s replies marked', async () => {
      const comments = await payload.find({
        collection: 'comments',
        limit: 0,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
      const byId = new Map(comments.docs.map((c) => [c.id, c]))
      const statuses = comments.docs.reduce<Record<string, number>>(
        (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
        {},
      )
      expect(statuses).toEqual({ approved: 8, pending: 2, trash: 1 })
      const replies = comments.docs.filter((c) => c.parent)
      expect(replies.length).toBeGreaterThanOrEqual(3)
      // A reply three levels deep: its parent's parent is a comment of the same article.
      const deep = replies.find((c) => byId.get(c.parent as number)?.parent)
      expect(deep).toBeDefined()
      expect(comments.docs.some((c) => c.byPostAuthor)).toBe(true)
      // Stored as written; the site shows it through WordPress's list of allowed tags.
      const hostile = comments.docs.find((c) => c.content.includes('<script'))
      expect(hostile).toBeDefined()
    })

    it('keeps the Contact Form 7 forms under their ids, with their template, mails and messages', async () => {
      const form = await payload.findByID({ collection: 'forms', id: 1205, depth: 0, overrideAccess: true })
      expect(form.title).toBe('Formulario de contacto')
      expect(form.template).toContain('[email* tu-email')
      expect(form.mail?.recipient).toBeTruthy()
      expect(form.autoReply?.active).toBe(true)
      expect(Object.values(form.messages ?? {}).some((m) => typeof m === 'string' && /mensaje/i.test(m))).toBe(true)
      // The second form, found by its WordPress id as a shortcode names it, with its own fields.
      const book = await payload.find({
        collection: 'forms',
        where: { id: { equals: 1206 } },
        depth: 0,
        overrideAccess: true,
      })
      expect(book.docs.map((f) => f.title)).toEqual(['Solicitud de book'])
      expect(book.docs[0]?.template).toContain('[date* fecha-preferida')
    })

    it('turns the Elementor page into sections with shape dividers, columns and widgets, title hidden', async () => {
      const page = await payload.findByID({ collection: 'pages', id: 3001, depth: 0, overrideAccess: true })
      expect(page.hideTitle).toBe(true)
      const sections = (page.layout ?? []).filter((b) => b.blockType === 'section')
      expect(sections.length).toBeGreaterThanOrEqual(3)
      expect(sections[0]).toMatchObject({
        width: 'stretched',
        shapeTop: { shape: 'mountains', color: '#F4EFE6', flip: true },
        shapeBottom: { shape: 'waves', negative: true, aboveContent: true },
      })
      const types = JSON.stringify(page.layout)
      for (const blockType of [
        'heading',
        'richText',
        'image',
        'gallery',
        'carousel',
        'button',
        'tabs',
        'columns',
        'video',
        'map',
        'html',
      ])
        expect(types, blockType).toContain(`"blockType":"${blockType}"`)
    })

    it('makes the menu with its submenus from the WordPress menu', async () => {
      const header = await payload.findGlobal({ slug: 'header', depth: 0 })
      const labels = (header.items ?? []).map((i) => i.label)
      expect(labels).toEqual(['Inicio', 'Servicios', 'Blog', 'Instagram', 'Contacto'])
      const servicios = header.items!.find((i) => i.label === 'Servicios')!
      expect(servicios.children?.map((c) => c.label)).toEqual(['Book de fotos', 'Fotos de empresa'])
      const blog = header.items!.find((i) => i.label === 'Blog')!
      expect(blog.children?.find((c) => c.label === 'Consejos')?.url).toBe('/category/consejos/')
    })

    it('updates in place when run again: no duplicates, and an editor’s later change is kept', async () => {
      const before = await counts()
      await payload.update({
        collection: 'posts',
        id: 1970,
        data: { title: 'Cómo preparar tu book (revisado)' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      const { report } = await importText(exportXml)
      expect(report.replacesDemo).toBe(false)
      expect(await counts()).toEqual(before)
      expect((await payload.findByID({ collection: 'posts', id: 1970, depth: 0, overrideAccess: true })).title).toBe(
        'Cómo preparar tu book (revisado)',
      )
      expect(report.kept?.join('\n')).toMatch(/«Cómo preparar tu book de fotos»: se conservan/)
      await importText(exportXml, { onConflict: 'update' })
      expect((await payload.findByID({ collection: 'posts', id: 1970, depth: 0, overrideAccess: true })).title).toBe(
        'Cómo preparar tu book de fotos',
      )
    }, 180_000)

    it('takes two pages with one slug under different parents, as WordPress allows', async () => {
      const shared = exportXml
        .replace(
          '<wp:post_name><![CDATA[retrato-corporativo]]></wp:post_name>',
          '<wp:post_name><![CDATA[contacto]]></wp:post_name>',
        )
        .replaceAll(
          'http://estudio-antiguo.test/servicios/retrato-corporativo/',
          'http://estudio-antiguo.test/servicios/contacto/',
        )
      await importText(shared, { onConflict: 'update' })
      const paths = (
        await payload.find({
          collection: 'pages',
          where: { id: { in: [3004, 3005] } },
          depth: 0,
          overrideAccess: true,
          sort: 'id',
        })
      ).docs.map((p) => p.path)
      expect(paths).toEqual(['servicios/contacto', 'contacto'])
    }, 180_000)

    it('stops before writing anything when the studio’s own content answers at an address of the export', async () => {
      // The studio's own article, written in Revela, at an id and address the export also uses.
      await payload.delete({
        collection: 'posts',
        id: 2001,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.create({
        collection: 'posts',
        data: {
          id: 2001,
          title: 'Nuestra guía propia',
          slug: 'guia-de-iluminacion-en-estudio',
          _status: 'published',
        } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      // Forget the earlier runs, so that what they wrote counts as the studio's own content too.
      await payload.delete({ collection: 'wordpress-imports', where: {}, overrideAccess: true })
      const before = await counts()
      const error = await importText(exportXml).then(
        () => null,
        (e: Error & { conflicts?: string[] }) => e,
      )
      expect(error?.message).toMatch(/se detiene sin escribir nada/)
      expect(error?.conflicts?.join('\n')).toMatch(
        /guia-de-iluminacion-en-estudio\/ del artículo «[^»]+» de la exportación ya es de tu artículo «Nuestra guía propia»/,
      )
      expect(await counts()).toEqual(before)
      const { report } = await importText(exportXml, { onConflict: 'skip' })
      expect(report.conflicts.length).toBeGreaterThan(0)
      expect((await payload.findByID({ collection: 'posts', id: 2001, depth: 0, overrideAccess: true })).title).toBe(
        'Nuestra guía propia',
      )
    }, 180_000)

    it('brings a scheduled article as scheduled: it stays unpublished, once (re-imports included), and is published when its date comes', async () => {
      const jobsFor = async (id: number) =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'schedulePublish' } },
            limit: 0,
            depth: 0,
            overrideAccess: true,
          })
        ).docs.filter((j) => String((j.input as { doc?: { value?: unknown } }).doc?.value) === String(id))
      // Imported three times by now: still one publication queued, at WordPress's date.
      const [job, ...more] = await jobsFor(2012)
      expect(more).toHaveLength(0)
      expect(job!.waitUntil).toBe('2031-11-20T09:00:00.000Z')
      expect(job!.input).toMatchObject({ type: 'publish', doc: { relationTo: 'posts' } })
      const visitor = () =>
        payload.find({ collection: 'posts', where: { id: { equals: 2012 } }, overrideAccess: false, depth: 0 })
      const { publishScheduled } = await import('@/jobs/backgroundJobs')
      expect(await publishScheduled(payload)).toBe(0)
      expect((await visitor()).docs).toHaveLength(0)
      // Its date comes: the jobs beside the server publish it.
      await payload.update({
        collection: 'payload-jobs',
        id: job!.id,
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
      expect(await publishScheduled(payload)).toBe(1)
      expect((await visitor()).docs.map((p) => p.title)).toEqual(['Sesiones de Navidad 2031'])
      expect(await jobsFor(2012)).toHaveLength(0)
    })

    it('brings a footer menu whole as the footer’s links', async () => {
      const meta = (key: string, value: string) =>
        `<wp:postmeta><wp:meta_key>${key}</wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`
      const entry = (id: number, order: number, title: string, metas: string) =>
        `<item><title><![CDATA[${title}]]></title><link>http://estudio-antiguo.test/?p=${id}</link><wp:post_id>${id}</wp:post_id><wp:menu_order>${order}</wp:menu_order><wp:status>publish</wp:status><wp:post_type>nav_menu_item</wp:post_type><category domain="nav_menu" nicename="pie-de-pagina"><![CDATA[Pie de página]]></category>${metas}${meta('_menu_item_menu_item_parent', '0')}</item>`
      const footerMenu =
        entry(
          9001,
          1,
          '',
          meta('_menu_item_type', 'post_type') +
            meta('_menu_item_object', 'page') +
            meta('_menu_item_object_id', '3007'),
        ) +
        entry(
          9002,
          2,
          'Aviso legal',
          meta('_menu_item_type', 'custom') + meta('_menu_item_url', 'http://estudio-antiguo.test/aviso-legal/'),
        )
      await importText(exportXml.replace('</channel>', `${footerMenu}</channel>`), { onConflict: 'skip' })
      const footer = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })
      expect(
        footer.legalLinks?.map((l) => [l.label, l.type, l.url ?? (l.reference as { value: unknown } | null)?.value]),
      ).toEqual([
        ['Política de privacidad', 'reference', 3007],
        ['Aviso legal', 'custom', '/aviso-legal/'],
      ])
      const header = await payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true })
      expect((header.items ?? []).map((i) => i.label)).toEqual(['Inicio', 'Servicios', 'Blog', 'Instagram', 'Contacto'])
    }, 180_000)

    it('keeps the old site’s category and tag bases, given to the import or typed in the settings as a studio would', async () => {
      await importText(exportXml, {
        onConflict: 'skip',
        taxonomyBases: { categoryBase: 'categoria', tagBase: 'etiqueta' },
      })
      const settings = () => payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      expect(await settings()).toMatchObject({ legacyCategoryBase: 'categoria', legacyTagBase: 'etiqueta' })
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { legacyCategoryBase: ' /Temas/ ' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      expect((await settings()).legacyCategoryBase).toBe('temas')
      const refused = await payload
        .updateGlobal({
          slug: 'site-settings',
          data: { legacyTagBase: 'tag' },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        .then(
          () => null,
          (e: Error & { data?: { errors?: { message: string }[] } }) => e,
        )
      expect(refused?.data?.errors?.[0]?.message).toMatch(/«tag» ya es una dirección de Revela/)
      expect((await settings()).legacyTagBase).toBe('etiqueta')
    }, 180_000)
  })
}
