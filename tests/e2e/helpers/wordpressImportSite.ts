import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LIGHTBOX_LABELS } from '@/lightbox/labels'

import { launchBrowser, newContext } from './browser'
import { startSecondServer, type SecondServer } from './secondServer'

const FIXTURE = path.resolve('tests/fixtures/wordpress')
const ARTICLE = '/2024/03/sesiones-de-fotos-el-precio-del-profesional/'

/**
 * The import of the real WordPress export into a running site, checked over HTTP and in Chromium as
 * a visitor would: on a site whose database is SQLite or PostgreSQL.
 */
export function wordpressImportSite(dialect: 'sqlite' | 'postgres') {
  let base: string
  let site: SecondServer
  let browser: Browser
  let importSeconds = 0
  let importOutput = ''
  let firstArticleAfterImport: Response
  /**
   * fetch, tried once more when the connection drops: a keep-alive connection left idle while the
   * import ran can be closed by the server just as it is reused (browsers retry those too).
   */
  const get = (url: string, init?: RequestInit) => fetch(url, init).catch(() => fetch(url, init))
  const noRedirect = (p: string) => get(base + p, { redirect: 'manual' })
  const html = async (p: string) => {
    const res = await get(base + p)
    return { status: res.status, body: await res.text() }
  }

  /**
   * A studio moves in: a site that holds the demo is running (a second server with its own database
   * and a copy of the test build, so the other browser tests' site is untouched); the real WordPress
   * export is imported from the command line while it runs; then everything is checked as a visitor
   * would.
   */
  beforeAll(async () => {
    site = await startSecondServer({ postgres: dialect === 'postgres' })
    base = site.baseUrl
    // The running site has served the demo's home page (cached) before the import.
    expect(await (await fetch(base + '/')).text()).toContain('Revela')
    const started = Date.now()
    const imported = spawnSync(
      process.execPath,
      [
        'scripts/import-wordpress.mjs',
        path.join(FIXTURE, 'export.xml'),
        '--uploads',
        path.join(FIXTURE, 'uploads'),
        '--category-base',
        'categoria',
        '--tag-base',
        'etiqueta',
      ],
      { env: site.env, encoding: 'utf8', timeout: 300_000 },
    )
    if (imported.status !== 0) throw new Error(`import: ${imported.stdout}\n${imported.stderr}`)
    importSeconds = (Date.now() - started) / 1000
    importOutput = imported.stdout
    expect(imported.stdout).toContain('El sitio en marcha ya muestra el contenido importado')
    firstArticleAfterImport = await get(base + ARTICLE).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${site.log().slice(-4000)}`)
    })
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  describe(`a WordPress site imported while Revela runs (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
    it('shows the imported content at once, without a restart', async () => {
      expect(importSeconds).toBeGreaterThan(0)
      expect(firstArticleAfterImport.status).toBe(200)
      const home = await html('/')
      expect(home.body).toContain('Estudio Antiguo')
      expect(home.body).toContain('Fotografía con alma en el centro de Madrid')
    })

    it('keeps the legal pages the export lacks, naming no other studio, and tells the owner to adapt them', async () => {
      expect(importOutput).toContain(
        'Tu exportación no trae estas páginas legales: «Aviso legal», «Política de cookies».',
      )
      for (const path of ['/aviso-legal/', '/politica-de-cookies/']) {
        const page = await html(path)
        expect(page.status, path).toBe(200)
        expect(page.body, path).not.toContain('Revela')
      }
      // The export's own privacy policy replaces the demo's.
      expect((await html('/politica-de-privacidad/')).body).not.toContain('Revela')
    })

    it('answers every old permalink, and the old id links with a 301 to it', async () => {
      const article = await html(ARTICLE)
      expect(article.status).toBe(200)
      expect(article.body).toContain('Sesiones de fotos: el precio del profesional')
      expect(article.body).toContain('Marta Ruiz')
      expect(article.body).toContain(`<link rel="canonical" href="${base}${ARTICLE}"`)
      for (const [old, target] of [
        ['/?p=1965', ARTICLE],
        ['/sesiones-de-fotos-el-precio-del-profesional/', ARTICLE],
        ['/?page_id=3003', '/servicios/book-de-fotos/'],
        ['/?p=2020', '/2025/06/un-dia-en-el-estudio/'],
      ]) {
        const res = await noRedirect(old!)
        expect([301, 308], old).toContain(res.status)
        const followed = await get(base + old!)
        expect(followed.status, old).toBe(200)
        expect(new URL(followed.url).pathname, old).toBe(target)
      }
      // Archives by their WordPress ids (a category's term id, an author's user id), not Revela's.
      for (const [old, target] of [
        ['/?cat=6', '/category/el-estudio/'],
        ['/?author=2', '/author/marta-ruiz/'],
      ]) {
        const res = await noRedirect(old!)
        expect(res.status, old).toBe(301)
        expect(new URL(res.headers.get('location')!, base).pathname, old).toBe(target)
      }
      expect((await html('/servicios/book-de-fotos/')).status).toBe(200)
      expect((await html('/2025/06/guia-de-iluminacion-en-estudio/')).status).toBe(200)
    })

    it('answers every other kind of address WordPress answered for this export', async () => {
      const moved = async (from: string) => {
        const res = await noRedirect(from)
        expect([301, 308], from).toContain(res.status)
        return new URL(res.headers.get('location')!, base).pathname
      }
      // Query links and index.php, by the export's WordPress ids.
      expect(await moved('/index.php?p=1965')).toBe(ARTICLE)
      expect(await moved('/index.php?page_id=3005')).toBe('/contacto/')
      expect(await moved('/?tag=madrid')).toBe('/tag/madrid/')
      expect(await moved('/?cat=3')).toBe('/category/retrato/')
      expect(await moved('/?author=3')).toBe('/author/javier-ortega/')
      expect(await moved('/?m=202403')).toBe('/2024/03/')
      // Attachment pages, by id, alone or under their article: to the photo's file.
      const photo = '/wp-content/uploads/2024/03/retrato-ana.jpg'
      expect(await moved('/?attachment_id=1102')).toBe(photo)
      expect(await moved('/retrato-ana/')).toBe(photo)
      expect(await moved(`${ARTICLE}retrato-ana/`)).toBe(photo)
      // A child category at WordPress's full address, paged too.
      expect(await moved('/category/sesiones/retrato/')).toBe('/category/retrato/')
      expect(await moved('/category/sesiones/retrato/page/2/')).toBe('/category/retrato/page/2/')
      // Date archives: the year, the month and the day, each with its own articles.
      const titles = {
        price: 'Sesiones de fotos: el precio del profesional',
        book: 'Cómo preparar tu book de fotos',
        light: 'Guía de iluminación en estudio',
      }
      for (const [path, shown, notShown] of [
        ['/2024/', [titles.price, titles.book], [titles.light]],
        ['/2024/03/', [titles.price], [titles.book]],
        ['/2024/03/18/', [titles.price], [titles.book]],
        ['/2025/06/', [titles.light], [titles.price]],
      ] as const) {
        const page = await html(path)
        expect(page.status, path).toBe(200)
        for (const t of shown) expect(page.body, `${path} ${t}`).toContain(t)
        for (const t of notShown) expect(page.body, `${path} ${t}`).not.toContain(t)
      }
      // The month that held only a private article, and a day without any, are empty as on WordPress.
      for (const empty of ['/2025/01/', '/2024/03/19/']) expect((await noRedirect(empty)).status, empty).toBe(404)
      // Author archives by the display name's slug and by the WordPress login.
      for (const path of ['/author/marta-ruiz/', '/author/marta/']) {
        const page = await html(path)
        expect(page.status, path).toBe(200)
        expect(page.body, path).toContain(titles.price)
        expect(page.body, path).not.toContain(titles.book)
      }
      // The site's comment feed holds the approved comments, never the pending or trashed ones.
      const comments = await get(`${base}/comments/feed/`)
      expect(comments.status).toBe(200)
      const feed = await comments.text()
      expect(feed).toContain('¡Gracias, Lucía!')
      expect(feed).not.toContain('Comentario repetido por error')
    })

    it('finds the export’s published articles with the search, in Spanish, and never a hidden one', async () => {
      const search = async (words: string) => {
        const page = await html(`/?s=${encodeURIComponent(words)}`)
        expect(page.status, words).toBe(200)
        expect(page.body, words).toMatch(/<meta name="robots" content="noindex"/)
        return page.body
      }
      // Accents and plurals folded: «sesion» finds «Sesiones», «iluminacion» finds «iluminación».
      for (const [words, title] of [
        ['sesion profesional', 'Sesiones de fotos: el precio del profesional'],
        ['ILUMINACION', 'Guía de iluminación en estudio'],
        ['malasaña', 'Nuestro nuevo estudio en Malasaña'],
      ])
        expect(await search(words!), words).toContain(title)
      // Words only drafts, pending, scheduled, private, trashed or protected items hold.
      for (const words of ['embarazo', 'tarifas 2025', 'navidad 2031', 'oferta de verano', 'tiendas online'])
        expect(await search(words), words).toContain('Ningún resultado.')
      expect(await search('boda')).not.toContain('Galería privada')
    })

    it('never shows drafts, pending, scheduled, private, password-protected or trashed items', async () => {
      const hidden = [
        'Fotografía de producto para tiendas online',
        'Sesiones de embarazo',
        'Sesiones de Navidad 2031',
        'Notas internas',
        'Galería privada',
        'Oferta de verano 2024',
      ]
      for (const id of [2010, 2011, 2012, 2013, 2014, 2015]) {
        const res = await noRedirect(`/?p=${id}`)
        expect(res.status, `?p=${id}`).toBe(404)
        const api = await get(`${base}/api/posts/${id}`)
        expect(api.status, `/api/posts/${id}`).not.toBe(200)
      }
      for (const p of [
        '/sesiones-de-embarazo/',
        '/notas-internas-tarifas-2025/',
        '/galeria-boda-lucia-y-javier/',
        '/sesiones-de-navidad-2031/',
      ])
        expect((await noRedirect(p)).status, p).toBe(404)
      const [feed, sitemap, blog] = await Promise.all([html('/feed/'), html('/sitemap.xml'), html('/blog/')])
      for (const title of hidden) {
        expect(feed.body, title).not.toContain(title)
        expect(sitemap.body, title).not.toContain(title)
        expect(blog.body, title).not.toContain(title)
      }
      expect(sitemap.body).toContain(`${base}${ARTICLE}`)
    })

    it('shows the approved comments threaded at their old anchors, and nothing else', async () => {
      const { body } = await html(ARTICLE)
      const ids = [...body.matchAll(/id="comment-(\d+)"/g)].map((m) => Number(m[1]))
      expect(ids.length).toBeGreaterThanOrEqual(4)
      expect(body).toMatch(/class="[^"]*\bchildren\b/)
      expect(body).toMatch(/bypostauthor/)
      // The article's comment feed, at its old address too.
      const feed = await get(`${base}${ARTICLE}feed/`)
      expect(feed.status).toBe(200)
      expect(await feed.text()).toContain('¡Gracias, Lucía!')
      // The comment with a script and an event handler shows as text, the markup made inert.
      const list = body.slice(body.indexOf('<ol class="comment-list">'), body.indexOf('<!--/revela:comment-list-->'))
      expect(list).toContain('Haz clic')
      expect(list).not.toMatch(/<script|<[^>]*\sonclick=/i)
      expect(list).not.toContain('descuentos a estudiantes de arte dramático')
      expect(list).not.toContain('Comentario repetido por error')
    })

    it('serves every attachment at its old address with the same bytes, and old resized names lead to it', async () => {
      const res = await get(`${base}/wp-content/uploads/2024/03/retrato-ana.jpg`)
      expect(res.status).toBe(200)
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
      expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(
        sha(readFileSync(path.join(FIXTURE, 'uploads/2024/03/retrato-ana.jpg'))),
      )
      for (const [old, target] of [
        ['/wp-content/uploads/2024/03/retrato-ana-240x300.jpg', '/wp-content/uploads/2024/03/retrato-ana.jpg'],
        [
          '/wp-content/uploads/2025/06/panoramica-madrid-atardecer.jpg',
          '/wp-content/uploads/2025/06/panoramica-madrid-atardecer-scaled.jpg',
        ],
      ]) {
        const redirect = await noRedirect(old!)
        expect(redirect.status, old).toBe(301)
        expect(redirect.headers.get('location'), old).toBe(target)
      }
      expect((await noRedirect('/wp-content/uploads/2024/03/no-existe-300x200.jpg')).status).toBe(404)
    })

    it('keeps categories and tags with their archives, the menu with its submenu, and links made site-relative', async () => {
      const category = await html('/category/retrato/')
      expect(category.status).toBe(200)
      expect(category.body).toContain('Sesiones de fotos: el precio del profesional')
      const tag = await html('/tag/madrid/')
      expect(tag.status).toBe(200)
      expect(tag.body).toContain('Sesiones de fotos: el precio del profesional')
      expect((await html(ARTICLE)).body).toMatch(/rel="tag" href="\/tag\/madrid\/">Madrid</)
      expect((await noRedirect('/tag/no-existe/')).status).toBe(404)
      // The old site's own bases (its permalink settings), given to the CLI, lead to the new archives.
      for (const [old, now] of [
        ['/categoria/retrato/', '/category/retrato/'],
        ['/categoria/sesiones/retrato/', '/category/retrato/'],
        ['/categoria/retrato/page/2/', '/category/retrato/page/2/'],
        ['/etiqueta/madrid/', '/tag/madrid/'],
      ]) {
        const moved = await noRedirect(old!)
        expect([301, 308], old).toContain(moved.status)
        const followed = await get(base + old!)
        expect(new URL(followed.url).pathname, old).toBe(now)
      }
      expect((await noRedirect('/etiqueta/madrid/otra/')).status).toBe(404)
      const home = await html('/')
      expect(home.body).toMatch(/href="\/servicios\/book-de-fotos\/"[^>]*>Book de fotos</)
      expect(home.body).toContain('Instagram')
      for (const p of [ARTICLE, '/', '/servicios/', '/contacto/'])
        expect((await html(p)).body, p).not.toContain('estudio-antiguo.test')
    })

    it('keeps the Contact Form 7 form under its id, with its fields and Spanish messages', async () => {
      const contact = await html('/contacto/')
      expect(contact.body).toContain('name="_wpcf7" value="1205"')
      expect(contact.body).toContain('name="tu-email"')
      const schema = await get(`${base}/wp-json/contact-form-7/v1/contact-forms/1205/feedback/schema`)
      expect(schema.status).toBe(200)
      const rules = ((await schema.json()) as { rules: { rule: string; field: string }[] }).rules
      expect(rules).toContainEqual(expect.objectContaining({ rule: 'required', field: 'tu-nombre' }))
      expect(rules).toContainEqual(expect.objectContaining({ rule: 'email', field: 'tu-email' }))
    })

    it('answers odd requests to the addresses the import added with no server error (seeded fuzz)', async () => {
      let seed = 14
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
      const pick = (chars: string, n: number) =>
        Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('')
      const junk = () => pick('abcxyz-_.%20%00%2e%2f%c3%a9~!$&()*+,;=@ÁñÇ0123456789', 1 + Math.floor(random() * 60))
      const requests: [string, RequestInit][] = []
      for (let i = 0; i < 60; i++) {
        const j = junk()
        requests.push(
          [`/tag/${j}/`, {}],
          [`/tag/${j}/page/${Math.floor(random() * 99999)}/`, {}],
          [`/wp-content/uploads/2024/03/${j}.jpg`, {}],
          [`/2024/03/${j}/`, {}],
          [`/2024/03/${j}/comment-page-2/`, {}],
        )
        requests.push([
          '/wp-json/revela/v1/revalidate',
          {
            method: 'POST',
            headers: { 'x-revela-signature': `t=${Math.floor(random() * 1e12)},v=${pick('0123456789abcdef', 64)}` },
          },
        ])
      }
      requests.push(
        ['/wp-json/revela/v1/revalidate', { method: 'GET' }],
        ['/wp-json/revela/v1/revalidate', { method: 'POST', body: 'x'.repeat(100_000) }],
        ['/wp-json/revela/v1/revalidate', { method: 'PUT' }],
      )
      for (const [p, init] of requests) {
        const res = await get(base + p, { ...init, redirect: 'manual' })
        expect(res.status, `${init.method ?? 'GET'} ${p}`).toBeLessThan(500)
        if (p.endsWith('/revalidate')) expect(res.status, 'a revalidation without a valid signature').not.toBe(200)
      }
    })

    it('draws the Elementor page in the browser: dividers at the section edges, working tabs and gallery', async () => {
      const context = await newContext(browser, base)
      const page = await context.newPage()
      await page.goto('/')
      const top = page.locator('.elementor-shape-top').first()
      await top.waitFor()
      const shape = await top.evaluate((el) => {
        const section = el.closest('section')!.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return { atTop: Math.abs(box.top - section.top) < 2, height: box.height, svg: el.querySelector('svg') !== null }
      })
      expect(shape).toEqual({ atTop: true, height: 90, svg: true })
      expect(await page.locator('.elementor-shape-bottom').first().isVisible()).toBe(true)
      // The title is for screen readers only (Elementor's «hide title»).
      expect(
        await page.getByRole('heading', { level: 1, name: 'Fotografía con alma en el centro de Madrid' }).isVisible(),
      ).toBe(true)
      const tabs = page.locator('[data-tabs]').first()
      await tabs.and(page.locator('[data-tabs-ready]')).waitFor()
      await tabs.getByRole('tab', { name: 'Book' }).click()
      const panel = tabs.locator(`#${await tabs.getByRole('tab', { name: 'Book' }).getAttribute('aria-controls')}`)
      await expect.poll(() => panel.isVisible()).toBe(true)
      expect(await panel.textContent()).toContain('Tres looks')
      await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'ready')
      await page.locator('ul.block-gallery a.lightbox-link').first().click()
      await page.getByRole('dialog', { name: LIGHTBOX_LABELS.Lightbox }).waitFor()
      await context.close()
    })
  })
}
