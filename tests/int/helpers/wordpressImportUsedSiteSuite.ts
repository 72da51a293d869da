import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeCameraJpeg } from '../../support/cameraPhoto'
import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }
const FIXTURE = path.resolve('tests/fixtures/wordpress')
const exportXml = readFileSync(path.join(FIXTURE, 'export.xml'), 'utf8')
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const stream = (text: string) => Readable.from(text.match(/[\s\S]{1,65536}/g) ?? [])
const context = { disableRevalidate: true }

/**
 * The WordPress import into a site its owner has used for a while, as a real move happens: the
 * demo studio, then the owner's own details, photo, page, menu item, approved comment and reply,
 * then the real export (tests/fixtures/wordpress) with `skip`, again, and with `update`. Nothing of
 * the owner's may change, whatever ids and addresses the export shares with it, and every public
 * item of the export must answer at its address with its own photo bytes and comments.
 */
export function wordpressImportUsedSiteSuite(dialect: Dialect) {
  let payload: Payload
  let dir: string
  let run: typeof import('@/wordpress/import/runImport').runImport
  const owner = { photo: 0, page: 0, reply: 0, approved: 0, article: 0 }
  let ownerBefore: unknown

  const importText = async (onConflict: 'skip' | 'update') => {
    const { uploadsFolderSource } = await import('@/wordpress/import/media/uploadsFolderSource')
    return run(payload, {
      open: () => stream(exportXml),
      media: await uploadsFolderSource(path.join(FIXTURE, 'uploads')),
      onConflict,
    })
  }

  /** How many articles, pages, photos, comments and forms the site holds. */
  const count = async () =>
    Promise.all(
      (['posts', 'pages', 'media', 'comments', 'forms'] as const).map(
        async (c) => (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
      ),
    )

  /** `npm run import:wordpress`, as a studio runs it, on this site's database and folders (set by testPayload). */
  const importFromCommandLine = (onConflict: 'skip' | 'update') =>
    spawnSync(
      process.execPath,
      [
        'scripts/import-wordpress.mjs',
        path.join(FIXTURE, 'export.xml'),
        '--uploads',
        path.join(FIXTURE, 'uploads'),
        `--on-conflict=${onConflict}`,
      ],
      { env: { ...process.env, PORT: '1' }, encoding: 'utf8', timeout: 240_000 },
    )

  /** Everything of the owner's, as a visitor and the owner would see it. */
  const ownersContent = async () => {
    const page = await payload.findByID({
      collection: 'pages',
      id: owner.page,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    const photo = await payload.findByID({ collection: 'media', id: owner.photo, depth: 0, overrideAccess: true })
    const comments = await payload.find({
      collection: 'comments',
      where: { id: { in: [owner.approved, owner.reply] } },
      depth: 0,
      overrideAccess: true,
      sort: 'id',
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    return {
      page: {
        title: page.title,
        path: page.path,
        status: page._status,
        layout: JSON.stringify(page.layout),
        updatedAt: page.updatedAt,
      },
      photo: {
        filename: photo.filename,
        alt: photo.alt,
        url: photo.url,
        bytes: sha(path.join(dir, 'media', photo.filename!)),
        updatedAt: photo.updatedAt,
      },
      comments: comments.docs.map((c) => ({
        id: c.id,
        post: c.post,
        parent: c.parent,
        author: c.authorName,
        content: c.content,
        status: c.status,
      })),
      settings: { studioName: settings.studioName, phone: settings.phone },
      menuItem: (header.items ?? []).find((i) => i.label === 'Nuestros servicios')?.reference,
    }
  }

  const byWordPressId = async <C extends 'posts' | 'pages' | 'media' | 'comments'>(
    collection: C,
    wordpressId: number,
  ) =>
    (
      await payload.find({
        collection,
        where: { wordpressId: { equals: wordpressId } },
        depth: 0,
        draft: collection === 'posts' || collection === 'pages',
        overrideAccess: true,
      })
    ).docs

  /** Every public item of the export at its address, with its own photo bytes and comments, except the ones `unless` names. */
  const exportAnswers = async (unless: number[]) => {
    const { planImport } = await import('@/wordpress/import/core/plan/planImport')
    const { readWxr } = await import('@/wordpress/import/core/wxr/readWxr')
    const plan = planImport(await readWxr(stream(exportXml)))
    for (const doc of plan.docs.filter((d) => d.status === 'published' && !unless.includes(d.wpId))) {
      const found = await byWordPressId(doc.kind === 'post' ? 'posts' : 'pages', doc.wpId)
      expect(found, `${doc.kind} ${doc.wpId}`).toHaveLength(1)
      const item = found[0] as { slug?: string; legacyPath?: string | null; path?: string; _status?: string }
      expect(item._status).toBe('published')
      if (doc.kind === 'post') expect(item.legacyPath || item.slug).toBe(doc.path)
      // A page under one left out answers elsewhere (the tests say where).
      else if (!doc.parent || !unless.includes(doc.parent)) expect(item.path).toBe(doc.path ?? doc.slug)
    }
    for (const m of plan.media) {
      const found = await byWordPressId('media', m.wpId)
      expect(found, `foto ${m.wpId}`).toHaveLength(1)
      expect(found[0]!.url).toBe(`/wp-content/uploads/${m.file}`)
      expect(sha(path.join(dir, 'media', found[0]!.filename!)), `bytes de ${m.file}`).toBe(
        sha(path.join(FIXTURE, 'uploads', m.file)),
      )
    }
    for (const c of plan.comments.filter((c) => c.status === 'approved' && !unless.includes(c.postWpId))) {
      const found = await byWordPressId('comments', c.wpId)
      expect(found, `comentario ${c.wpId}`).toHaveLength(1)
      expect(found[0]!.content).toBe(c.content)
      const post = await payload.findByID({
        collection: 'posts',
        id: found[0]!.post as number,
        depth: 0,
        overrideAccess: true,
      })
      expect(post.wordpressId).toBe(c.postWpId)
    }
  }

  beforeAll(async () => {
    ;({ payload, dir } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
    ;({ runImport: run } = await import('@/wordpress/import/runImport'))

    // The owner's own studio: details, a photo of theirs, a page, a menu item, a comment approved and answered.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { studioName: 'Estudio Lucía Martín', phone: '+34 600 111 222' },
      context,
    })
    const jpeg = path.join(dir, 'mi-estudio.jpg')
    writeCameraJpeg(jpeg, 1200, 800, { noise: false })
    // A library grown to the export's ids: its photo 1102 is the owner's, not the export's «retrato-ana».
    const photo = await payload.create({
      collection: 'media',
      data: { id: 1102, alt: 'Mi estudio por dentro' } as never,
      filePath: jpeg,
      overrideAccess: true,
      context,
    })
    owner.photo = photo.id as number
    // Their page «Servicios» at /servicios/, the export's address for its own page of that name, and at id 3003, the export's «Book de fotos».
    const page = await payload.create({
      collection: 'pages',
      data: {
        id: 3003,
        title: 'Nuestros servicios',
        slug: 'servicios',
        _status: 'published',
        layout: [{ blockType: 'image', image: owner.photo }],
      } as never,
      overrideAccess: true,
      context,
    })
    owner.page = page.id as number
    // Their article at id 2010, the id of a draft in the export: an old /?p=2010 named that draft.
    const article = await payload.create({
      collection: 'posts',
      data: { id: 2010, title: 'Mi primer artículo', slug: 'mi-primer-articulo', _status: 'published' } as never,
      overrideAccess: true,
      context,
    })
    owner.article = article.id as number
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    await payload.updateGlobal({
      slug: 'header',
      data: {
        items: [
          ...(header.items ?? []),
          { label: 'Nuestros servicios', type: 'reference', reference: { relationTo: 'pages', value: owner.page } },
        ],
      } as never,
      context,
    })
    const demoComment = (
      await payload.find({ collection: 'comments', where: { post: { equals: 1965 } }, sort: 'id', limit: 1, depth: 0 })
    ).docs[0]!
    await payload.update({
      collection: 'comments',
      id: demoComment.id,
      data: { content: `${demoComment.content} (editado por el estudio)` },
      overrideAccess: true,
      context,
    })
    owner.approved = demoComment.id as number
    const reply = await payload.create({
      collection: 'comments',
      data: {
        post: 1965,
        parent: owner.approved,
        authorName: 'Estudio Lucía Martín',
        content: 'Gracias por tu comentario: te escribimos hoy mismo.',
        status: 'approved',
      } as never,
      overrideAccess: true,
      context,
    })
    owner.reply = reply.id as number
    ownerBefore = await ownersContent()
  }, 180_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('skip', () => {
    let report: Awaited<ReturnType<typeof run>>['report']
    beforeAll(async () => {
      ;({ report } = await importText('skip'))
    }, 180_000)

    it('leaves the owner’s page, photo, menu item, comment, reply and details as they were', async () => {
      expect(await ownersContent()).toEqual(ownerBefore)
    })

    it('leaves the search index whole: the imported articles are found, and no search has anything to catch up', async () => {
      const { reconcile, searchDocuments } = await import('@/search/server/searchIndex')
      expect(await reconcile(payload)).toBe(0)
      const [imported] = await byWordPressId('posts', 2020)
      const { hits } = await searchDocuments(payload, 'un día en el estudio', 1, 10)
      expect(hits).toContainEqual({ kind: 'posts', id: imported!.id })
    })

    it('imports every public item of the export that does not conflict, at its address, with its photo bytes and comments', async () => {
      // The demo's article 1965 holds the owner's comment: it is theirs, and keeps its address.
      await exportAnswers([1965, 3002])
      expect(report.conflicts.join('\n')).toMatch(
        /\/servicios\/ de la página «Servicios» de la exportación ya es de tu página «Nuestros servicios»/,
      )
      expect(report.conflicts.join('\n')).toMatch(
        /del artículo «Sesiones de fotos: el precio del profesional» de la exportación ya es de tu artículo/,
      )
    })

    it('attaches the children of a skipped page to the top, at a free address, and says so', async () => {
      const [book] = await byWordPressId('pages', 3003)
      expect(book!.id).not.toBe(owner.page)
      // The demo's own «Book de fotos» stays at /book-de-fotos/: the owner's menu, which they changed, leads there.
      expect(book!.path).toBe('book-de-fotos-2')
      expect(report.notes.join('\n')).toMatch(
        /«Book de fotos» queda en la raíz del sitio: su página madre «Servicios» no se ha importado/,
      )
      expect(report.notes.join('\n')).toMatch(
        /«Book de fotos» se importa en \/book-de-fotos-2\/: \/book-de-fotos\/ ya es de tu contenido/,
      )
    })

    it('removes the demo content the owner never touched, keeps what they used, and names what it removed', async () => {
      expect(report.notes.join('\n')).toMatch(
        /Se ha quitado el contenido de demostración que no habías tocado: .*«Qué ropa llevar a una sesión de fotos»/,
      )
      await expect(
        payload.findByID({ collection: 'posts', id: 1912, depth: 0, overrideAccess: true }),
      ).rejects.toThrow()
      expect(
        (await payload.findByID({ collection: 'posts', id: 1965, depth: 0, overrideAccess: true })).wordpressId ?? null,
      ).toBeNull()
    })

    it('leads an old link by WordPress id to the imported item, not to the owner’s with that id', async () => {
      const { GET } = await import('@/app/(site)/wp-permalink/route')
      const res = await GET(new Request('http://localhost:3999/?page_id=3003'))
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('/book-de-fotos-2/')
    })

    it('answers an old link to a WordPress draft with 404, never with the owner’s article that has its id', async () => {
      const { GET } = await import('@/app/(site)/wp-permalink/route')
      const [draft] = await byWordPressId('posts', 2010)
      expect(draft?._status).toBe('draft')
      expect(draft?.id).not.toBe(owner.article)
      const res = await GET(new Request('http://localhost:3999/?p=2010'))
      expect(res.status).toBe(404)
      expect(res.headers.get('location')).toBeNull()
      const mine = await payload.findByID({ collection: 'posts', id: owner.article, depth: 0, overrideAccess: true })
      expect(mine).toMatchObject({ title: 'Mi primer artículo', slug: 'mi-primer-articulo', _status: 'published' })
      expect(mine.wordpressId ?? null).toBeNull()
    })
  })

  describe('skip, run again from the command line', () => {
    it('changes nothing: no duplicates, the owner’s content as it was', async () => {
      const before = await count()
      const cli = importFromCommandLine('skip')
      expect(cli.status, cli.stderr).toBe(0)
      expect(cli.stdout).toMatch(/ya es de tu página «Nuestros servicios»/)
      expect(await count()).toEqual(before)
      expect(await ownersContent()).toEqual(ownerBefore)
    }, 300_000)
  })

  describe('update', () => {
    let report: Awaited<ReturnType<typeof run>>['report']
    beforeAll(async () => {
      ;({ report } = await importText('update'))
    }, 180_000)

    it('leaves the owner’s content as it was', async () => {
      expect(await ownersContent()).toEqual(ownerBefore)
    })

    it('imports the conflicting items at a free address and names both', async () => {
      const [services] = await byWordPressId('pages', 3002)
      expect(services!.path).toBe('servicios-2')
      const [book] = await byWordPressId('pages', 3003)
      expect(book!.path).toBe('servicios-2/book-de-fotos')
      const [article] = await byWordPressId('posts', 1965)
      expect(article!.id).not.toBe(1965)
      expect(article!.slug).toBe('sesiones-de-fotos-el-precio-del-profesional-2')
      expect(report.notes.join('\n')).toMatch(
        /La página «Servicios» se importa en \/servicios-2\/: su dirección \/servicios\/ sigue siendo de tu contenido/,
      )
      await exportAnswers([1965, 3002])
      const comments = await byWordPressId('comments', 2)
      expect(comments[0]!.post).toBe(article!.id)
    })
  })

  describe('update, run again from the command line', () => {
    it('replaces only the export’s own items, in place: no duplicates, the same ids and addresses, the owner’s content as it was', async () => {
      const imported = async () =>
        Promise.all(
          [
            ['posts', 1965],
            ['pages', 3002],
            ['pages', 3003],
            ['comments', 2],
          ].map(async ([c, id]) =>
            (await byWordPressId(c as 'posts', id as number)).map((d) => {
              const { path: address, slug } = d as { path?: string | null; slug?: string | null }
              return [d.id, address ?? slug ?? null]
            }),
          ),
        )
      const [before, itemsBefore] = [await count(), await imported()]
      const cli = importFromCommandLine('update')
      expect(cli.status, cli.stderr).toBe(0)
      expect(await count()).toEqual(before)
      expect(await imported()).toEqual(itemsBefore)
      expect(await ownersContent()).toEqual(ownerBefore)
      await exportAnswers([1965, 3002])
    }, 300_000)
  })
}
