import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { revalidateTag } from 'next/cache'

import { MENU_TARGETS_UNCHECKED } from '@/fields/validatePublishedTarget'
import { bannerTexts, DEFAULT_BANNER_TEXTS } from '@/privacy/bannerTexts'
import { scanUsesOfMany } from '@/references/server/scanUses'
import { REFERABLE, usesOf, usesOfMany } from '@/references/server/usesOf'

import { testPayload, type Dialect } from './testPayload'

const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }

type Block = { blockType: string; [key: string]: unknown }

/** The tags the hooks expired since the mock was last cleared. */
const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)

/** Every block of a layout, nested ones included (sections, columns). */
const allBlocks = (blocks: Block[] = []): Block[] =>
  blocks.flatMap((b) => [
    b,
    ...allBlocks(b.blocks as Block[]),
    ...((b.columns as { blocks: Block[] }[] | undefined) ?? []).flatMap((c) => allBlocks(c.blocks)),
  ])

/**
 * The studio's details in one place, the banner's texts and the references between documents, on
 * a seeded database. The test file mocks next/cache, so that what the settings re-render is seen.
 */
export function studioSuite(dialect: Dialect) {
  let payload: Payload
  const pageId = async (slug: string) =>
    (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!.id

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
  }, 300_000)
  afterAll(async () => {
    await payload?.destroy()
  })

  describe('Ajustes del sitio', () => {
    it('the demo Contacto page takes its phone, e-mail, address and hours from the settings, not typed', async () => {
      const contacto = await payload.findByID({ collection: 'pages', id: await pageId('contacto'), depth: 0 })
      const details = allBlocks(contacto.layout as Block[]).filter((b) => b.blockType === 'studioDetails')
      expect(details.flatMap((b) => b.show)).toEqual(['address', 'phone', 'email', 'hours'])
      expect(JSON.stringify(contacto.layout)).not.toContain('910 000 123')
      // The intro's «llámanos al …» holds the phone as a «Dato del estudio» inside the sentence.
      const inlineValues = JSON.stringify(contacto.layout).match(/\{[^{}]*"blockType":"studioValue"[^{}]*\}/g) ?? []
      expect(inlineValues.map((fields) => (JSON.parse(fields) as { detail: string }).detail)).toEqual([
        'phone',
        'email',
      ])
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(settings.openingHours?.split('\n')).toEqual([
        'Lunes a viernes: de 10:00 a 20:00.',
        'Sábados: de 10:00 a 14:00.',
        'Domingos y festivos: cerrado.',
      ])
    })

    it('re-renders every page when the phone changes (the layout of every page reads the settings)', async () => {
      vi.mocked(revalidateTag).mockClear()
      await payload.updateGlobal({ slug: 'site-settings', data: { phone: '+34 910 000 999' } })
      expect(expired()).toContain('settings')
      expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('+34 910 000 999')
    })

    it('keeps the cookie banner’s texts, today’s by default, and refuses empty, too long or misleading ones', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(bannerTexts(settings.cookieBanner)).toEqual(DEFAULT_BANNER_TEXTS)
      expect(settings.cookieBanner?.rejectAll).toBe('Rechazar todo')

      const refused = (cookieBanner: Record<string, string>) =>
        payload
          .updateGlobal({
            slug: 'site-settings',
            data: { cookieBanner: { ...settings.cookieBanner, ...cookieBanner } } as never,
          })
          .then(
            () => 'guardado',
            (error: { data?: { errors?: { message: string; path: string }[] } }) =>
              error.data?.errors?.map((e) => `${e.path}: ${e.message}`).join(' | ') ?? String(error),
          )
      expect(await refused({ rejectAll: 'Aceptar todo' })).toContain(
        'cookieBanner.rejectAll: Los botones de aceptar y de rechazar deben decir cosas distintas',
      )
      expect(await refused({ title: '' })).toContain('cookieBanner.title')
      expect(await refused({ acceptAll: 'A'.repeat(25) })).toContain('cookieBanner.acceptAll')

      expect(await refused({ rejectAll: 'No, gracias', title: 'Cookies en Revela' })).toBe('guardado')
      const saved = bannerTexts((await payload.findGlobal({ slug: 'site-settings' })).cookieBanner)
      expect(saved).toEqual({ ...DEFAULT_BANNER_TEXTS, rejectAll: 'No, gracias', title: 'Cookies en Revela' })
    })
  })

  describe('references', () => {
    it('lists where the Contacto page is used: the menu and the buttons that lead to it', async () => {
      const { lines } = await usesOf(payload, 'pages', await pageId('contacto'))
      expect(lines).toContain('Menú principal → «Contacto»')
      expect(
        lines.some((line) => line.startsWith('página «Inicio» (') && line.includes('botón «Reserva tu sesión»')),
      ).toBe(true)
    })

    it('lists where the contact form and a photo are used', async () => {
      const form = (await payload.find({ collection: 'forms', limit: 1, depth: 0 })).docs[0]!
      expect((await usesOf(payload, 'forms', form.id)).lines).toContain('página «Contacto» (formulario de contacto)')
      const photo = (
        await payload.find({ collection: 'media', where: { filename: { like: 'bokeh-ciudad' } }, depth: 0 })
      ).docs[0]!
      expect((await usesOf(payload, 'media', photo.id)).lines).toContain('página «Contacto» (imagen)')
    })

    it('answers from its index what a read of every page and article would, through drafts, edits and deletes', async () => {
      const photo = (
        await payload.find({ collection: 'media', where: { filename: { like: 'bokeh-ciudad' } }, depth: 0 })
      ).docs[0]!
      const used = async () =>
        (await usesOf(payload, 'media', photo.id)).lines.filter((line) => line.includes('Borrador con foto'))
      // An article never published whose draft shows the photo: publishing it would show it.
      const draft = await payload.create({
        collection: 'posts',
        draft: true,
        data: { title: 'Borrador con foto', _status: 'draft', featuredImage: photo.id },
      })
      expect(await used()).toHaveLength(1)
      // The editor takes the photo out of the draft: the next question knows it.
      await payload.update({ collection: 'posts', id: draft.id, draft: true, data: { featuredImage: null } })
      expect(await used()).toEqual([])
      await payload.update({
        collection: 'posts',
        id: draft.id,
        draft: true,
        data: { featuredImage: photo.id, title: 'Borrador con foto (2)' },
      })
      expect((await used())[0]).toMatch(/^artículo «Borrador con foto \(2\)»/)
      await payload.delete({ collection: 'posts', id: draft.id })
      expect(await used()).toEqual([])
      // Every document of every kind, the index's answer against a read of everything.
      for (const collection of REFERABLE) {
        const ids = (await payload.find({ collection, depth: 0, limit: 0, pagination: false, select: {} })).docs.map(
          (d) => d.id as number,
        )
        const [indexed, scanned] = await Promise.all([
          usesOfMany(payload, collection, ids),
          scanUsesOfMany(payload, collection, ids),
        ])
        for (const id of ids)
          expect([...indexed.get(id)!.lines].sort(), `${collection} ${id}`).toEqual([...scanned.get(id)!.lines].sort())
        // The demo links to pages, forms and photos, never to an article.
        if (collection !== 'posts')
          expect(
            ids.some((id) => indexed.get(id)!.lines.length > 0),
            collection,
          ).toBe(true)
      }
    })

    it('takes a deleted page out of the menu, its submenu moving up', async () => {
      const parent = await payload.create({
        collection: 'pages',
        data: { title: 'Se borrará', slug: 'se-borrara', _status: 'published' },
      })
      const child = await payload.create({
        collection: 'pages',
        data: { title: 'Se queda', slug: 'se-queda', _status: 'published' },
      })
      const header = await payload.findGlobal({ slug: 'header', depth: 0 })
      const ref = (id: number) => ({ relationTo: 'pages' as const, value: id })
      await payload.updateGlobal({
        slug: 'header',
        depth: 0,
        data: {
          items: [
            ...(header.items ?? []),
            {
              label: 'Se borrará',
              type: 'reference',
              reference: ref(parent.id),
              children: [{ label: 'Se queda', type: 'reference', reference: ref(child.id) }],
            },
          ],
        },
      })
      expect((await usesOf(payload, 'pages', parent.id)).lines).toEqual(['Menú principal → «Se borrará»'])

      await payload.delete({ collection: 'pages', id: parent.id })
      const after = await payload.findGlobal({ slug: 'header', depth: 0 })
      const labels = (after.items ?? []).map((i) => i.label)
      expect(labels).not.toContain('Se borrará')
      expect(labels.at(-1)).toBe('Se queda')
      expect(labels).toHaveLength((header.items ?? []).length + 1)
    })

    it('redraws what leads to a page (the menu on every page) when it is moved, withdrawn or published again, and only then', async () => {
      // The menu takes only published pages (a draft's item would not show): the page is published
      // first, then withdrawn and published again while in the menu.
      const linked = await payload.create({
        collection: 'pages',
        data: { title: 'En el menú', slug: 'en-el-menu', _status: 'published' },
      })
      const header = await payload.findGlobal({ slug: 'header', depth: 0 })
      await payload.updateGlobal({
        slug: 'header',
        depth: 0,
        data: {
          items: [
            ...(header.items ?? []),
            { label: 'En el menú', type: 'reference', reference: { relationTo: 'pages', value: linked.id } },
          ],
        },
      })
      // The menu's render carries the tag of each page it leads to (data/globals).
      const layoutRedrawn = () => expired().includes(`link:pages:${linked.id}`)

      vi.mocked(revalidateTag).mockClear()
      await payload.update({ collection: 'pages', id: linked.id, data: { title: 'En el menú (texto nuevo)' } })
      expect(layoutRedrawn()).toBe(false)
      expect(expired()).toContain(`page:${linked.id}`)
      await payload.update({ collection: 'pages', id: linked.id, data: { slug: 'en-el-menu-nuevo' } })
      expect(layoutRedrawn()).toBe(true)
      vi.mocked(revalidateTag).mockClear()
      await payload.update({ collection: 'pages', id: linked.id, data: { _status: 'draft' } })
      expect(layoutRedrawn()).toBe(true)
      vi.mocked(revalidateTag).mockClear()
      await payload.update({ collection: 'pages', id: linked.id, data: { _status: 'published' } })
      expect(layoutRedrawn()).toBe(true)

      // A menu item may not be made to lead to a draft: the save is refused, saying what to do.
      const unpublished = await payload.create({
        collection: 'pages',
        data: { title: 'Sin publicar', slug: 'sin-publicar', _status: 'draft' },
        draft: true,
      })
      await expect(
        payload.updateGlobal({
          slug: 'header',
          depth: 0,
          data: {
            items: [
              ...(header.items ?? []),
              { label: 'Sin publicar', type: 'reference', reference: { relationTo: 'pages', value: unpublished.id } },
            ],
          },
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [
            expect.objectContaining({
              message: expect.stringMatching(/«Sin publicar» está sin publicar .*Publícala primero/),
            }),
          ],
        },
      })
      // Deleting a page the menu leads to still takes it out when another item leads to a page
      // withdrawn since (that item is left as it is).
      await payload.update({ collection: 'pages', id: linked.id, data: { _status: 'draft' } })
      const gone = await payload.create({
        collection: 'pages',
        data: { title: 'Se irá', slug: 'se-ira', _status: 'published' },
      })
      const now = await payload.findGlobal({ slug: 'header', depth: 0 })
      await payload.updateGlobal({
        slug: 'header',
        depth: 0,
        context: { [MENU_TARGETS_UNCHECKED]: true },
        data: {
          items: [
            ...(now.items ?? []),
            { label: 'Se irá', type: 'reference', reference: { relationTo: 'pages', value: gone.id } },
          ],
        },
      })
      await payload.delete({ collection: 'pages', id: gone.id })
      const kept = ((await payload.findGlobal({ slug: 'header', depth: 0 })).items ?? []).map((i) => i.label)
      expect(kept).toContain('En el menú')
      expect(kept).not.toContain('Se irá')

      // Another page redraws its own address, the sitemap and the addresses that found no page; no
      // render of the menu carries its link tag (tests/e2e/publishing shows what each render carries).
      const alone = await payload.create({
        collection: 'pages',
        data: { title: 'Fuera del menú', slug: 'fuera-del-menu', _status: 'draft' },
        draft: true,
      })
      vi.mocked(revalidateTag).mockClear()
      await payload.update({ collection: 'pages', id: alone.id, data: { _status: 'published' } })
      expect(expired()).toEqual(expect.arrayContaining([`page:${alone.id}`, 'pages', `link:pages:${alone.id}`]))
      expect(layoutRedrawn()).toBe(false)
      await payload.updateGlobal({ slug: 'header', depth: 0, data: { items: header.items ?? [] } })
    })

    it('takes several pages deleted at once out of the menu (a bulk delete rewrites it once per page, in turn)', async () => {
      // Payload runs a bulk delete's hooks side by side: on PostgreSQL two menu rewrites at once in
      // one transaction collided, the deletes failed and the pages stayed (the WordPress importer
      // replacing the demo hit it first).
      const pages = await Promise.all(
        ['uno', 'dos', 'tres'].map((n) =>
          payload.create({
            collection: 'pages',
            data: { title: `Borrar ${n}`, slug: `borrar-${n}`, _status: 'published' },
          }),
        ),
      )
      const header = await payload.findGlobal({ slug: 'header', depth: 0 })
      await payload.updateGlobal({
        slug: 'header',
        depth: 0,
        data: {
          items: [
            ...(header.items ?? []),
            ...pages.map((p) => ({
              label: p.title,
              type: 'reference' as const,
              reference: { relationTo: 'pages' as const, value: p.id },
            })),
          ],
        },
      })

      const { errors, docs } = await payload.delete({ collection: 'pages', where: { slug: { like: 'borrar-' } } })
      expect(errors).toEqual([])
      expect(docs).toHaveLength(3)
      expect(
        (await payload.find({ collection: 'pages', where: { slug: { like: 'borrar-' } }, depth: 0 })).totalDocs,
      ).toBe(0)
      const labels = ((await payload.findGlobal({ slug: 'header', depth: 0 })).items ?? []).map((i) => i.label)
      expect(labels.filter((l) => l.startsWith('Borrar '))).toEqual([])
      expect(labels).toHaveLength((header.items ?? []).length)
    })
  })
}
