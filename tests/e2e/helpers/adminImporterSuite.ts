import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'

import { writeCameraJpeg } from '../../support/cameraPhoto'
import { launchBrowser, signInToAdmin } from './browser'
import { startSecondServer, type SecondServer } from './secondServer'
import { waitFor } from './site'

const FIXTURE = path.resolve('tests/fixtures/wordpress')
const EXPORT = path.join(FIXTURE, 'export.xml')
const ARTICLE = '/2024/03/sesiones-de-fotos-el-precio-del-profesional/'

/** A .zip in memory, built with yazl. */
function zipOf(files: [name: string, path: string | Buffer][]): Promise<Buffer> {
  const zip = new ZipFile()
  for (const [name, source] of files) {
    if (typeof source === 'string') zip.addFile(source, name)
    else zip.addBuffer(source, name)
  }
  zip.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

/** The fixture's wp-content/uploads, as a studio would zip it (rooted at uploads/). */
async function uploadsZip(): Promise<Buffer> {
  const files: [string, string][] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.push([`uploads/${path.relative(path.join(FIXTURE, 'uploads'), full).split(path.sep).join('/')}`, full])
    }
  }
  walk(path.join(FIXTURE, 'uploads'))
  return zipOf(files)
}

/** A .zip whose entry climbs out of its folder; yazl refuses to write one, so the name is patched in. */
async function evilZip(): Promise<Buffer> {
  const zip = await zipOf([
    ['2024/03/bien.txt', Buffer.from('bien')],
    ['xx/evil.txt', Buffer.from('mal')],
  ])
  return Buffer.from(zip.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'), 'latin1')
}

/** The admin's importer, used as an admin would, on a site whose database is SQLite or PostgreSQL. */
export function adminImporterSuite(dialect: 'sqlite' | 'postgres') {
  describe(`Herramientas → Importar desde WordPress (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
    let server: SecondServer
    let browser: Browser
    let adminToken = ''
    let editorToken = ''
    const api = (pathname: string, init: RequestInit = {}, token = adminToken) =>
      fetch(server.baseUrl + pathname, {
        ...init,
        headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...(init.headers ?? {}) },
      })
    const login = async (email: string, password: string) => {
      const r = await fetch(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return ((await r.json()) as { token: string }).token
    }
    const upload = (xml: Blob, zip?: Blob, token = adminToken) => {
      const form = new FormData()
      form.append('exportacion', xml, 'export.xml')
      if (zip) form.append('medios', zip, 'uploads.zip')
      return api('/api/wordpress-imports/upload', { method: 'POST', body: form }, token)
    }
    type Run = { id: number; stage: string; error: string | null; report: { mapping: string[] } | null }
    const settled = async () =>
      waitFor(
        async () => {
          const run = ((await (await api('/api/wordpress-imports/current')).json()) as { import: Run }).import
          return run && run.stage !== 'analysing' && run.stage !== 'running' ? run : null
        },
        'la importación termina',
        60_000,
      )

    beforeAll(async () => {
      ;[server, browser] = await Promise.all([startSecondServer({ postgres: dialect === 'postgres' }), launchBrowser()])
      adminToken = await login(server.adminEmail, server.adminPassword)
      const created = await api('/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'editora@revela.test',
          password: 'editora-clave-2026',
          name: 'Editora',
          roles: ['editor'],
        }),
      })
      expect(created.status).toBe(201)
      editorToken = await login('editora@revela.test', 'editora-clave-2026')
    }, 300_000)
    afterAll(async () => {
      await browser?.close()
      await server?.stop()
    })

    it('answers anonymous visitors 401 and editors 403 on every endpoint, and bad requests with 4xx in Spanish', async () => {
      const xml = new Blob([await (await import('node:fs/promises')).readFile(EXPORT)])
      for (const [token, status] of [
        ['', 401],
        [editorToken, 403],
      ] as const) {
        expect((await api('/api/wordpress-imports/current', {}, token)).status).toBe(status)
        expect((await upload(xml, undefined, token)).status).toBe(status)
        const start = await api(
          '/api/wordpress-imports/1/start',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"onConflict":"stop"}' },
          token,
        )
        expect(start.status).toBe(status)
        expect(((await start.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/administrador/)
      }
      expect((await api('/api/wordpress-imports/upload')).status).toBe(405)
      expect(
        (
          await api('/api/wordpress-imports/upload', {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: 'hola',
          })
        ).status,
      ).toBe(415)
      const truncated = await api('/api/wordpress-imports/upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xx' },
        body: '--xx\r\nContent-Disposition: form-data; name="exportacion"; filename="a.xml"\r\n\r\n<rss',
      })
      expect(truncated.status).toBe(400)
      expect(await truncated.text()).toMatch(/incompleta/)
      expect(
        (
          await api('/api/wordpress-imports/abc/start', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(400)
      expect(
        (
          await api('/api/wordpress-imports/1/start', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'https://otro.example' },
            body: '{}',
          })
        ).status,
      ).toBe(403)
    })

    it('refuses an export that is not XML with the importer’s one-line message', async () => {
      expect((await upload(new Blob(['esto no es una exportación de WordPress']))).status).toBe(202)
      const run = await settled()
      expect(run.stage).toBe('failed')
      expect(run.error).toMatch(/^El archivo (no es XML|está vacío o no es XML)/)
    })

    it('refuses a .zip with ../evil.txt and writes nothing outside its folder', async () => {
      const xml = new Blob([await (await import('node:fs/promises')).readFile(EXPORT)])
      expect((await upload(xml, new Blob([new Uint8Array(await evilZip())]))).status).toBe(202)
      const run = await settled()
      expect(run.stage).toBe('failed')
      expect(run.error).toContain('../evil.txt')
      // The server's data folder (DATA_DIR) and the imports' folder inside it.
      const data = server.env.DATA_DIR!
      const imports = path.join(data, 'importaciones-wordpress')
      expect(existsSync(path.join(imports, 'evil.txt'))).toBe(false)
      expect(existsSync(path.join(data, 'evil.txt'))).toBe(false)
      // The refused run's folder is gone with everything in it.
      expect(readdirSync(imports).filter((d) => d.startsWith('revela-upload-')).length).toBe(0)
    })

    it('refuses to confirm a run whose files are no longer on this server, saying why, and keeps it for a new upload', async () => {
      const xml = new Blob([await (await import('node:fs/promises')).readFile(EXPORT)])
      expect((await upload(xml)).status).toBe(202)
      const analysed = await settled()
      expect(analysed.stage).toBe('ready')
      // What a second instance sees when the upload reached the first and DATA_DIR is not shared.
      const imports = path.join(server.env.DATA_DIR!, 'importaciones-wordpress')
      for (const dir of readdirSync(imports).filter((d) => d.startsWith('revela-upload-')))
        rmSync(path.join(imports, dir), { recursive: true })
      const start = await api(`/api/wordpress-imports/${analysed.id}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"onConflict":"stop"}',
      })
      expect(start.status).toBe(409)
      expect(((await start.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
        /ya no están en este servidor.*DATA_DIR/,
      )
      expect((await settled()).stage).toBe('ready')
    })

    it('undoes everything when the database refuses the export halfway: the demo stays whole', async () => {
      // Two pages at one address: the dry run cannot know, the second page is refused while writing,
      // after the demo was removed and media, forms and articles were written.
      const xml = (await (await import('node:fs/promises')).readFile(EXPORT, 'utf8')).replace(
        '<wp:post_name><![CDATA[retrato-corporativo]]></wp:post_name>',
        '<wp:post_name><![CDATA[book-de-fotos]]></wp:post_name>',
      )
      const title = async () => /<title>([^<]*)<\/title>/.exec(await (await fetch(server.baseUrl + '/')).text())?.[1]
      const demoTitle = await title()
      expect(demoTitle).toBeTruthy()
      const total = async (collection: string) =>
        ((await (await api(`/api/${collection}?limit=1&depth=0&draft=true`)).json()) as { totalDocs: number }).totalDocs
      const demoCounts = [await total('pages'), await total('posts'), await total('media'), await total('forms')]
      expect((await upload(new Blob([xml]), new Blob([new Uint8Array(await uploadsZip())]))).status).toBe(202)
      const analysed = await settled()
      expect(analysed.stage).toBe('ready')
      const start = await api(`/api/wordpress-imports/${analysed.id}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"onConflict":"stop"}',
      })
      expect(start.status).toBe(202)
      const run = await settled()
      expect(run.stage).toBe('failed')
      expect(run.error).toMatch(/No se ha podido guardar la página .*No se ha importado nada/)
      // Nothing of it is on the site, and the demo's home page is as it was.
      expect((await fetch(server.baseUrl + ARTICLE)).status).toBe(404)
      expect((await fetch(server.baseUrl + '/wp-content/uploads/2024/03/retrato-ana.jpg')).status).toBe(404)
      expect(await title()).toBe(demoTitle)
      expect([await total('pages'), await total('posts'), await total('media'), await total('forms')]).toEqual(
        demoCounts,
      )
      // The articles went through Payload's row writer in bulk, not the slow fallback.
      expect(server.log()).not.toContain('escritor de filas')
    })

    it('lets an admin upload, read the dry run, confirm, reload and see the site imported', async () => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        locale: 'es-ES',
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await signInToAdmin(page, server.adminEmail, server.adminPassword)
      // The menu's «Herramientas» group leads to the importer.
      await page.goto('/admin/importar-wordpress')
      await expect(page.getByRole('heading', { level: 1, name: 'Importar desde WordPress' }).isVisible()).resolves.toBe(
        true,
      )
      expect(await page.locator('a.nav__link[href="/admin/importar-wordpress"]').count()).toBe(1)
      // The breadcrumb names the page (it read «Escritorio» alone).
      const crumb = page.locator('.step-nav span', { hasText: 'Importar desde WordPress' })
      await crumb.waitFor({ timeout: 15_000 })
      // Whole, not «Importar desde WordP…».
      expect(await crumb.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      // The last run (the refused .zip) shows first; the admin starts another.
      await page.getByRole('button', { name: /Importar otra exportación|Volver a empezar/ }).click()

      await page.getByLabel('Exportación de WordPress (.xml)').setInputFiles(EXPORT)
      await page
        .getByLabel(/Medios, opcional/)
        .setInputFiles({ name: 'uploads.zip', mimeType: 'application/zip', buffer: await uploadsZip() })
      await page.getByRole('button', { name: 'Subir y analizar' }).click()
      await page.getByText('10 entradas → artículos', { exact: false }).waitFor({ timeout: 60_000 })
      expect(await page.getByText('la importación lo sustituye').count()).toBe(1)
      expect(await page.getByText('Medios que faltan').count()).toBe(0)

      await page.getByRole('button', { name: 'Importar ahora' }).click()
      await page.locator('progress, .revela-import__success').first().waitFor({ timeout: 15_000 })
      // Starting it a second time is refused (while it runs, or once it is done).
      const { import: running } = (await (await api('/api/wordpress-imports/current')).json()) as { import: Run }
      const again = await api(`/api/wordpress-imports/${running.id}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"onConflict":"stop"}',
      })
      expect(again.status).toBe(409)
      expect(await again.text()).toMatch(/Ya hay una importación en marcha|no está lista/)
      await page.reload()
      await page.locator('[role="progressbar"], progress, .revela-import__success').first().waitFor({ timeout: 30_000 })
      await page.getByText('Importación terminada').waitFor({ timeout: 90_000 })
      expect(await page.getByRole('heading', { name: 'Informe de la importación' }).count()).toBe(1)
      expect(await page.getByRole('link', { name: /Ver el sitio/ }).getAttribute('href')).toBe('/')
      await context.close()

      // A visitor sees the imported article at once, at WordPress's address.
      const article = await fetch(server.baseUrl + ARTICLE)
      expect(article.status).toBe(200)
      expect(await article.text()).toContain('Sesiones de fotos: el precio del profesional')
      // «Terminada» comes after the indexes: the site's search finds it at once too.
      const found = await fetch(`${server.baseUrl}/?s=${encodeURIComponent('precio del profesional')}`)
      expect(await found.text()).toContain('Sesiones de fotos: el precio del profesional')
      // Upload, dry run, import and reload: ~37 s alone on two cores; CI runs it beside its server.
    }, 120_000)

    it('imports again into the site its owner has used since, skipping and then moving what conflicts: nothing of the owner’s changes', async () => {
      const json = async <T>(res: Response): Promise<T> => {
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
        return (await res.json()) as T
      }
      const send = (pathname: string, method: string, body: unknown) =>
        api(pathname, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
          (res) => json<{ doc?: { id: number } }>(res),
        )
      const byWordPressId = async (collection: string, id: number) =>
        (
          await json<{ docs: { id: number; parent?: number | null; path?: string; title?: string }[] }>(
            await api(`/api/${collection}?where[wordpressId][equals]=${id}&depth=0&draft=true`),
          )
        ).docs

      // The owner's own work since the first import: their «Retrato corporativo» page in place of the
      // imported one, a photo, a comment answered on the imported article, a menu item, their phone.
      const [imported] = await byWordPressId('pages', 3004)
      await json(await api(`/api/pages/${imported!.id}`, { method: 'DELETE' }))
      const ownPage = (
        await send('/api/pages', 'POST', {
          title: 'Retratos para tu empresa',
          slug: 'retrato-corporativo',
          parent: imported!.parent,
          _status: 'published',
          layout: [{ blockType: 'heading', text: 'Retratos de equipo en vuestra oficina', level: '2' }],
        })
      ).doc!.id
      const jpeg = path.join(mkdtempSync(path.join(tmpdir(), 'revela-owner-')), 'oficina.jpg')
      writeCameraJpeg(jpeg, 1600, 1067, { noise: false })
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(readFileSync(jpeg))], { type: 'image/jpeg' }), 'oficina.jpg')
      form.append('_payload', JSON.stringify({ alt: 'Nuestra oficina por dentro' }))
      const photo = (
        await json<{ doc: { id: number; url: string } }>(await api('/api/media', { method: 'POST', body: form }))
      ).doc
      const [article] = await byWordPressId('posts', 1965)
      const ownComment = (
        await send('/api/comments', 'POST', {
          post: article!.id,
          authorName: 'Estudio',
          authorEmail: 'estudio@revela.test',
          content: 'Os escribimos hoy con los precios de este año.',
          status: 'approved',
        })
      ).doc!.id
      const header = await json<{ items: unknown[] }>(await api('/api/globals/header?depth=0'))
      await send('/api/globals/header', 'POST', {
        items: [
          ...header.items,
          { label: 'Retratos de empresa', type: 'reference', reference: { relationTo: 'pages', value: ownPage } },
        ],
      })
      await send('/api/globals/site-settings', 'POST', { phone: '+34 600 111 222' })
      const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex')
      const photoBytes = sha(await (await fetch(server.baseUrl + photo.url)).arrayBuffer())
      const owners = async () => ({
        page: await json<Record<string, unknown>>(await api(`/api/pages/${ownPage}?depth=0`)),
        photo: await json<Record<string, unknown>>(await api(`/api/media/${photo.id}?depth=0`)),
        photoBytes: sha(await (await fetch(server.baseUrl + photo.url)).arrayBuffer()),
        comment: await json<Record<string, unknown>>(await api(`/api/comments/${ownComment}?depth=0`)),
        phone: (await json<{ phone: string }>(await api('/api/globals/site-settings?depth=0'))).phone,
      })
      const before = await owners()
      expect(before.photoBytes).toBe(photoBytes)

      const context = await browser.newContext({
        baseURL: server.baseUrl,
        locale: 'es-ES',
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await signInToAdmin(page, server.adminEmail, server.adminPassword)
      const importWith = async (choice: RegExp) => {
        await page.goto('/admin/importar-wordpress')
        await page.getByRole('button', { name: /Importar otra exportación|Volver a empezar/ }).click()
        await page.getByLabel('Exportación de WordPress (.xml)').setInputFiles(EXPORT)
        await page
          .getByLabel(/Medios, opcional/)
          .setInputFiles({ name: 'uploads.zip', mimeType: 'application/zip', buffer: await uploadsZip() })
        await page.getByRole('button', { name: 'Subir y analizar' }).click()
        // The dry run names the owner's page that holds the export's address.
        await page.getByText(/Una dirección de la exportación ya es de tu contenido/).waitFor({ timeout: 60_000 })
        expect(await page.getByText(/Retratos para tu empresa/).count()).toBeGreaterThan(0)
        await page.getByRole('radio', { name: choice }).check()
        await page.getByRole('button', { name: 'Importar ahora' }).click()
        await page.getByText('Importación terminada').waitFor({ timeout: 120_000 })
        // Reloading finds the finished run again, with its report.
        await page.reload()
        await page.getByText('Importación terminada').waitFor({ timeout: 30_000 })
        expect(await page.getByRole('heading', { name: 'Informe de la importación' }).count()).toBe(1)
      }
      const visitor = async () => {
        const own = await (await fetch(server.baseUrl + '/servicios/retrato-corporativo/')).text()
        expect(own).toContain('Retratos de equipo en vuestra oficina')
        const home = await (await fetch(server.baseUrl + '/')).text()
        expect(home).toMatch(/href="\/servicios\/retrato-corporativo\/"[^>]*>Retratos de empresa</)
        const articleHtml = await (await fetch(server.baseUrl + ARTICLE)).text()
        expect(articleHtml).toContain('Os escribimos hoy con los precios de este año.')
        expect(await owners()).toEqual(before)
      }

      await importWith(/^Saltarlos/)
      await visitor()
      expect((await fetch(server.baseUrl + '/servicios/retrato-corporativo-2/')).status).toBe(404)

      await importWith(/^Importarlos en otra dirección/)
      await visitor()
      // The export's own page now answers at a free address beside the owner's.
      const moved = await fetch(server.baseUrl + '/servicios/retrato-corporativo-2/')
      expect(moved.status).toBe(200)
      expect(await moved.text()).toContain('Retrato corporativo')
      expect(await byWordPressId('pages', 3004)).toHaveLength(1)

      // The same choice once more: the export's items are replaced where they are, nothing doubles.
      const where = async () =>
        [...(await byWordPressId('pages', 3004)), ...(await byWordPressId('posts', 1965))].map((d) => [d.id, d.path])
      const placed = await where()
      expect(placed).toHaveLength(2)
      await importWith(/^Importarlos en otra dirección/)
      await visitor()
      expect(await where()).toEqual(placed)
      expect((await fetch(server.baseUrl + '/servicios/retrato-corporativo-2/')).status).toBe(200)
      expect((await fetch(server.baseUrl + '/servicios/retrato-corporativo-3/')).status).toBe(404)
      await context.close()
    }, 600_000)
  })
}
