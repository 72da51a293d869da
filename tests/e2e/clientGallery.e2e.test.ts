import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { writeCameraJpeg } from '../support/cameraPhoto'

import { seriousViolations } from './helpers/axe'
import { keepScreenshot, launchBrowser, layoutShifts, measuredContext } from './helpers/browser'
import { createSentGallery } from './helpers/gallery'
import { adminApi, adminJwt, decodeQuotedPrintable, receivedMails, waitFor } from './helpers/site'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')
const mailDir = inject('mailDir')

const PHOTOS = 6
const PIN = '4821'

type Api = Awaited<ReturnType<typeof adminApi>>

/**
 * The client's side of a gallery, as the issue tells it: the studio uploads a session and opens
 * the gallery; the client opens the private link on a phone, is asked for the PIN (a wrong one is
 * refused), sees the photos laid out without a jump, marks favourites that survive a reload, writes
 * a note, sends the selection (then locked), and the studio is mailed; the ZIP of the originals
 * unzips to the very files uploaded, and a download cut at 40 % resumes with Range. Nothing of the
 * gallery is reachable without its access.
 */
describe('a client gallery, from the private link', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let api: Api
  let dir: string
  let galleryId: number
  let token: string
  const originals: string[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-galeria-e2e-'))
    for (let i = 1; i <= PHOTOS; i++) {
      const file = path.join(dir, `DSC_00${10 + i}.JPG`)
      // Landscape and portrait, as a session mixes them.
      if (i % 3 === 0) writeCameraJpeg(file, 2000, 3000, { quality: 80 })
      else writeCameraJpeg(file, 3600, 2400, { quality: 80 })
      originals.push(file)
    }
    api = await adminApi(base, email, password, { 'X-Forwarded-For': '203.0.113.91' })
    const jwt = await adminJwt(base, email, password, { 'X-Forwarded-For': '203.0.113.91' })
    ;({ id: galleryId, token } = await createSentGallery(
      base,
      api,
      jwt,
      {
        title: 'Boda de Lucía y Pablo',
        client: { name: 'Lucía Fernández', email: 'lucia@example.test' },
        pin: PIN,
        downloads: 'originals',
        selectionLimit: 3,
      },
      originals,
    ))
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    browser = await launchBrowser()
    context = await measuredContext(browser, base, 'mobile')
    page = await context.newPage()
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('asks for the PIN, refuses a wrong one, then shows the photos without a jump or a third party', async () => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(base)) foreign.push(request.url())
    })
    const response = await page.goto(`/galeria-privada/${token}`)
    expect(response?.headers()['cache-control']).toMatch(/private|no-store/)
    await expect(page.locator('meta[name=robots]').getAttribute('content')).resolves.toMatch(/noindex/)
    await page.getByLabel('Escribe el PIN que te ha dado el estudio').fill('0000')
    await page.getByRole('button', { name: 'Ver las fotos' }).click()
    await expect(page.locator('.cg-pin-error').textContent()).resolves.toContain('Ese PIN no es el de esta galería')
    await page.getByLabel('Escribe el PIN que te ha dado el estudio').fill(PIN)
    await page.getByRole('button', { name: 'Ver las fotos' }).click()
    await page.getByRole('heading', { name: 'Boda de Lucía y Pablo' }).waitFor()
    expect(await page.locator('.cg-photo').count()).toBe(PHOTOS)
    await page.waitForFunction(() => [...document.images].every((img) => img.complete))
    // Rows of equal height: photos of one row share their top and their height.
    const boxes = await page
      .locator('.cg-photo img')
      .evaluateAll((imgs) =>
        imgs
          .map((img) => img.getBoundingClientRect())
          .map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })),
      )
    const firstRow = boxes.filter((box) => box.top === boxes[0]!.top)
    expect(new Set(firstRow.map((box) => box.height)).size).toBe(1)
    expect((await layoutShifts(page)).cls).toBeLessThan(0.01)
    expect(foreign).toEqual([])
    expect(await seriousViolations(page, { label: 'galería' })).toEqual([])
    await keepScreenshot(page, 'galeria-cliente-movil')
  })

  it('keeps favourites on the server at once, counts them against the session, and a note', async () => {
    const hearts = page.locator('.cg-fav button')
    await hearts.nth(0).click()
    await expect.poll(() => page.locator('.cg-count output').textContent()).toBe('1 de 3')
    await hearts.nth(2).click()
    await expect.poll(() => page.locator('.cg-count output').textContent()).toBe('2 de 3')
    await page.reload()
    await expect.poll(() => page.locator('.cg-count output').textContent()).toBe('2 de 3')
    await expect.poll(() => page.locator('.cg-fav button[aria-pressed=true]').count()).toBe(2)
    await page.getByRole('button', { name: 'Mis favoritas' }).click()
    await expect.poll(() => page.locator('.cg-photo:visible').count()).toBe(2)
    await page
      .locator('.cg-photo')
      .nth(0)
      .getByRole('button', { name: /Añadir una nota/ })
      .click()
    await page.getByLabel(/Lo que quieras pedir sobre esta foto/).fill('Más luz, por favor; sin la farola')
    await page.getByRole('button', { name: 'Guardar nota' }).click()
    await expect.poll(() => page.locator('.cg-dialog').isVisible()).toBe(false)
    await page.reload()
    await expect
      .poll(() =>
        page
          .locator('.cg-photo')
          .nth(0)
          .getByRole('button', { name: /Editar la nota/ })
          .count(),
      )
      .toBe(1)
  })

  it('sends the selection once, locks it, and the studio is told by mail', async () => {
    await page.goto(`/galeria-privada/${token}`)
    await page.getByRole('link', { name: 'Enviar selección' }).click()
    await page.getByRole('heading', { name: '¿Enviar tu selección?' }).waitFor()
    await page.getByRole('button', { name: 'Sí, enviar mi selección' }).click()
    await expect(page.locator('.cg-notice').first().textContent()).resolves.toContain(
      'Tu selección ha llegado al estudio',
    )
    await expect.poll(() => page.locator('.cg-fav').count()).toBe(0)
    const mail = await waitFor(
      () =>
        receivedMails(mailDir).find((m) =>
          decodeQuotedPrintable(m.raw).includes('ha enviado su selección de la galería «Boda de Lucía y Pablo»'),
        ),
      'el correo de la selección al estudio',
    )
    expect(decodeQuotedPrintable(mail.raw)).toContain('2 fotos')
    // A heart after sending is refused, in the client's words.
    const late = await page.request.post(`/galeria-privada/${token}/favorita`, {
      form: { photo: '1', favourite: '1' },
      headers: { Accept: 'application/json', Origin: base },
    })
    expect(late.status()).toBe(409)
    const dbPhotos = (await (
      await api(`/api/gallery-photos?where[gallery][equals]=${galleryId}&where[favourite][equals]=true&depth=0`)
    ).json()) as {
      docs: { filename: string; clientNote?: string }[]
    }
    expect(dbPhotos.docs.map((p) => p.clientNote).filter(Boolean)).toEqual(['Más luz, por favor; sin la farola'])
  })

  it('downloads every original in a ZIP that unzips to the same bytes, and resumes a cut download with Range', async () => {
    const zipUrl = `/galeria-privada/${token}/descargar/fotos.zip`
    const whole = await page.request.get(zipUrl)
    expect(whole.status()).toBe(200)
    const bytes = await whole.body()
    expect(Number(whole.headers()['content-length'])).toBe(bytes.length)
    const zipFile = path.join(dir, 'galeria.zip')
    writeFileSync(zipFile, bytes)
    const out = path.join(dir, 'descomprimido')
    execFileSync('unzip', ['-q', zipFile, '-d', out])
    for (const file of originals)
      expect(readFileSync(path.join(out, path.basename(file))).equals(readFileSync(file))).toBe(true)
    // Cut at 40 %, then the rest asked from where it stopped.
    const cut = Math.floor(bytes.length * 0.4)
    const first = await page.request.get(zipUrl, { headers: { Range: `bytes=0-${cut - 1}` } })
    expect(first.status()).toBe(206)
    const rest = await page.request.get(zipUrl, {
      headers: { Range: `bytes=${cut}-`, 'If-Range': whole.headers()['etag']! },
    })
    expect(rest.status()).toBe(206)
    expect(Buffer.concat([await first.body(), await rest.body()]).equals(bytes)).toBe(true)
  })

  it('gives nothing without the gallery’s access: no PIN pass, another link, the API, or once expired', async () => {
    const photo = await page.locator('.cg-photo').first().getAttribute('data-photo')
    const photoUrl = `${base}/galeria-privada/${token}/foto/${photo}/w480.webp`
    expect((await page.request.get(photoUrl)).status()).toBe(200)
    expect((await fetch(photoUrl)).status).toBe(403)
    expect((await fetch(`${base}/galeria-privada/${token}/descargar/fotos.zip`)).status).toBe(403)
    const other = `${'A'.repeat(23)}B`
    expect((await fetch(`${base}/galeria-privada/${other}/foto/${photo}/w480.webp`)).status).toBe(404)
    expect((await fetch(`${base}/galeria-privada/${other}`)).status).toBe(404)
    // A form posted where no gallery route is (the fuzzer's find: it fell to the pages' catch-all as
    // a server action and answered 500), real link or not, and every method there: a plain 404.
    for (const where of [`${token}/pinpage/-3/`, `${other}/foto/1`, '', `${token}/pin/otra`]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'GET']) {
        const answer = await fetch(`${base}/galeria-privada/${where}`, {
          method,
          redirect: 'manual',
          ...(method === 'GET'
            ? {}
            : {
                headers: { 'content-type': 'multipart/form-data; boundary=x' },
                body: '--x\r\nContent-Disposition: form-data; name="pin"\r\n\r\n\u00ff\u0000',
              }),
        })
        expect([where, method, answer.status]).toEqual([where, method, 404])
        expect(answer.headers.get('x-robots-tag')).toContain('noindex')
      }
    }
    // …and a form posted to the gallery's page itself (the fuzzer's second find: Next took it for a
    // server action and answered 500): the page is only read.
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await fetch(`${base}/galeria-privada/${token}`, {
        method,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="hasOwnProperty"\r\n\r\n1e309\r\n--x--\r\n',
      })
      expect([method, answer.status, answer.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD'])
    }
    for (const collection of ['client-galleries', 'gallery-photos', 'gallery-events']) {
      const anonymous = await fetch(`${base}/api/${collection}`)
      expect(anonymous.status).toBe(403)
      expect(await anonymous.text()).not.toContain(token)
    }
    const expired = await api(`/api/client-galleries/${galleryId}`, {
      method: 'PATCH',
      body: JSON.stringify({ expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    })
    expect(expired.status).toBe(200)
    expect((await page.request.get(photoUrl)).status()).toBe(410)
    await page.goto(`/galeria-privada/${token}`)
    await page.getByRole('heading', { name: 'Esta galería ha caducado' }).waitFor()
    await keepScreenshot(page, 'galeria-caducada')
  })
})
