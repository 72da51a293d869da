import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import sharp from 'sharp'

import { adminApi } from './helpers/site'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

type Api = Awaited<ReturnType<typeof adminApi>>

/** How far down the screen what stays pinned at the top reaches (the bar, the document's buttons). */
const pinnedBottom = (page: Page) =>
  page.evaluate(() => {
    let bottom = 0
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el)
      if (style.position !== 'sticky' && style.position !== 'fixed') continue
      const rect = el.getBoundingClientRect()
      // A bar across the top, not an overlay (a drawer, the toasts' layer) nor a side menu.
      if (
        rect.height === 0 ||
        rect.height > innerHeight / 2 ||
        rect.top > 1 ||
        rect.bottom <= 0 ||
        rect.width < innerWidth / 2 ||
        !el.checkVisibility()
      )
        continue
      bottom = Math.max(bottom, rect.bottom)
    }
    return Math.round(bottom)
  })

/** Issue 31, point 5: the everyday admin on a phone (390×844), and the editor's status line on a computer. */
describe('the admin on a phone', () => {
  let browser: Browser
  let api: Api
  let pageWithGallery: number

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
    const photos = (await (await api('/api/media?depth=0&limit=1&sort=id')).json()) as { docs: { id: number }[] }
    const res = await api('/api/pages', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Galería desde el móvil',
        slug: 'galeria-desde-el-movil',
        _status: 'draft',
        layout: [{ blockType: 'gallery', images: [photos.docs[0]!.id] }],
      }),
    })
    if (!res.ok) throw new Error(`No se ha creado la página: ${res.status} ${await res.text()}`)
    pageWithGallery = ((await res.json()) as { doc: { id: number } }).doc.id
  })
  afterAll(async () => {
    if (pageWithGallery) await api(`/api/pages/${pageWithGallery}`, { method: 'DELETE' })
    await browser?.close()
  })

  it('keeps the page editor’s pinned header to a strip, and the photo picker whole, its choice a button', async () => {
    const context = await newContext(browser, base, 'mobile')
    const page = await context.newPage()
    await signInToAdmin(page, email, password)
    await page.goto(`/admin/collections/pages/${pageWithGallery}`)
    await page.locator('#field-title').waitFor({ timeout: 30_000 })
    await keepScreenshot(page, 'admin-phone-editor-top')
    // Scrolled down, the document's buttons stay; the rest of the header leaves the screen to the page.
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(400)
    const pinned = await pinnedBottom(page)
    await keepScreenshot(page, 'admin-phone-editor')
    expect(pinned, 'pinned at the top of a phone screen, in px').toBeLessThanOrEqual(VIEWPORTS.mobile.height * 0.1)

    // The gallery's photos, a field of many: the library opens to pick several.
    const field = page.locator('#field-layout__0__images')
    await field.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await field.getByRole('button', { name: 'Elegir de la biblioteca' }).click()
    const drawer = page.locator('.list-drawer:visible')
    const rows = drawer.locator('tbody tr')
    await rows.first().waitFor({ timeout: 30_000 })
    // Every column on the screen: none runs off the right edge.
    const overflow = await drawer.evaluate((el) => {
      const right = Math.max(
        ...[...el.querySelectorAll('thead th')]
          .filter((th) => th.checkVisibility())
          .map((th) => th.getBoundingClientRect().right),
      )
      return Math.round(right - innerWidth)
    })
    expect(overflow, 'px of the table beyond the screen’s right edge').toBeLessThanOrEqual(0)
    // Each photo by its thumbnail and file name.
    // (The thumbnail appears once its file has loaded: the full run, on a busy machine, once asked too early.)
    await rows.first().locator('img').waitFor({ state: 'visible', timeout: 10_000 })
    await expect(rows.first().innerText()).resolves.toMatch(/\.(jpe?g|png|webp)/)
    await rows.nth(0).locator('input[type="checkbox"]').check()
    await rows.nth(1).locator('input[type="checkbox"]').check()
    const select = drawer.getByRole('button', { name: /^Seleccionar 2$/ })
    await keepScreenshot(page, 'admin-phone-picker')
    // On the screen and drawn as a button, not a line of text at the bottom.
    const box = await select.boundingBox()
    expect(box && box.y + box.height <= VIEWPORTS.mobile.height && box.y >= 0, 'the choice is on the screen').toBe(true)
    expect(box!.height, 'a target a thumb can press (WCAG 2.5.8)').toBeGreaterThanOrEqual(36)
    // Filled, so it stands out from the bar it sits on (Payload's white pill on a white bar read as text).
    const look = await select.evaluate((el) => {
      let under = el.parentElement
      while (under && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(under).backgroundColor))
        under = under.parentElement
      return {
        button: getComputedStyle(el).backgroundColor,
        bar: under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)',
      }
    })
    expect(look.button, 'the button’s fill against its bar').not.toBe(look.bar)
    await select.click()
    await drawer.waitFor({ state: 'hidden' })
    // The one it had and the two chosen.
    await expect.poll(() => field.locator('.upload-relationship-details').count(), { timeout: 30_000 }).toBe(3)
    await context.close()
  }, 120_000)

  it('writes the page editor’s status line on one line at 1440 px', async () => {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'es-ES' })
    const page = await context.newPage()
    await signInToAdmin(page, email, password)
    await page.goto(`/admin/collections/pages/${pageWithGallery}`)
    // An autosave adds «Guardado hace…» to the status, beside the state and two written-out dates.
    await page.locator('#field-title').fill('Galería desde el móvil, revisada')
    await page
      .locator('.doc-controls__meta')
      .getByText(/Guardado hace/)
      .waitFor({ timeout: 30_000 })
    await page.locator('.doc-controls__value').getByText(/\d{4}/).first().waitFor({ timeout: 30_000 })
    await keepScreenshot(page, 'admin-desktop-status-line')
    // Every part of the line (state, last save, last change) at one height, each date whole.
    const lines = await page.locator('.doc-controls__meta').evaluate((el) => {
      const parts = [...el.querySelectorAll(':scope > li')].filter((li) => li.checkVisibility())
      const tops = new Set(parts.map((li) => Math.round(li.getBoundingClientRect().top)))
      const tallest = Math.max(
        ...[...el.querySelectorAll('.doc-controls__value')].map((v) => v.getBoundingClientRect().height),
      )
      return { lines: tops.size, parts: parts.length, dateLines: Math.round(tallest / 20) }
    })
    expect(lines.parts, 'parts of the status line').toBeGreaterThanOrEqual(3)
    expect(lines.dateLines, 'lines of the longest date').toBeLessThanOrEqual(1)
    expect(lines.lines, 'lines of the status line').toBe(1)
    await context.close()
  }, 60_000)

  it('does the day’s work from a phone: an article with a photo taken on it, a comment approved and answered, a message answered', async () => {
    const context = await newContext(browser, base, 'mobile')
    const page = await context.newPage()
    await signInToAdmin(page, email, password)
    const posts = (await (await api('/api/posts?depth=0&limit=1&where[_status][equals]=published')).json()) as {
      docs: { id: number }[]
    }
    const comment = (await (
      await api('/api/comments', {
        method: 'POST',
        body: JSON.stringify({
          post: posts.docs[0]!.id,
          authorName: 'Irene Soler',
          authorEmail: 'irene@example.com',
          content: '¿Hacéis sesiones en la playa?',
          status: 'pending',
        }),
      })
    ).json()) as { doc: { id: number } }

    // An article, its photo straight from the phone's camera (a JPEG as phones make them).
    const photo = await sharp({
      create: { width: 3024, height: 4032, channels: 3, background: { r: 190, g: 140, b: 90 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer()
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill('Un paseo por la playa')
    // «Crear» in the photo field: the library's form in a drawer, where the phone's camera roll opens.
    await page.locator('#field-featuredImage').getByRole('button', { name: 'Crear' }).click()
    const drawer = page.locator('.drawer__content:visible').last()
    await drawer
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
    // Its alternative text, and saved into the library.
    await drawer.locator('#field-alt').fill('La orilla al atardecer, desde el paseo')
    await drawer.getByRole('button', { name: /^Guardar$/ }).click()
    await page
      .locator('#field-featuredImage')
      .getByText('IMG_2041', { exact: false })
      .first()
      .waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Publicar cambios' }).click()
    await page
      .getByText(/Artículo publicado/)
      .first()
      .waitFor({ timeout: 30_000 })
    await keepScreenshot(page, 'admin-phone-article-published')
    const created = /\/admin\/collections\/posts\/(\d+)/.exec(page.url())?.[1]
    expect(created).toBeDefined()
    const article = (await (await api(`/api/posts/${created}?depth=1`)).json()) as {
      _status: string
      featuredImage?: { filename?: string }
    }
    expect(article._status).toBe('published')
    expect(article.featuredImage?.filename).toMatch(/^IMG_2041/)

    // The comment waiting: approved and answered.
    await page.goto(`/admin/collections/comments/${comment.doc.id}`)
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await page.getByText('Comentario aprobado: ya se ve en el artículo.').first().waitFor({ timeout: 15_000 })
    await page.getByLabel('Responder como el estudio').fill('¡Sí! Escríbenos y buscamos fecha.')
    await page.getByRole('button', { name: 'Publicar respuesta' }).click()
    await page.getByRole('link', { name: /ver la respuesta/i }).waitFor({ timeout: 15_000 })
    await keepScreenshot(page, 'admin-phone-comment-answered')

    // A message a visitor sends from /contacto/ (typed as a person types: the spam check turns away a
    // form filled in no time), read under its labels and answered by mail.
    const visitor = await (await newContext(browser, base, 'mobile')).newPage()
    await visitor.goto('/contacto/')
    for (const [field, text] of [
      ['your-name', 'Lola Marín Móvil'],
      ['your-email', 'lola.movil@example.com'],
      ['your-tel', '622 333 444'],
      ['your-message', 'Querría un book en primavera.'],
    ] as const) {
      await visitor.focus(`[name=${field}]`)
      await visitor.keyboard.type(text, { delay: 20 })
    }
    await visitor.check('[name=privacy]')
    await visitor.click('.wpcf7-submit')
    await visitor.waitForSelector('.wpcf7 form[data-status=sent]', { timeout: 30_000 })
    await visitor.context().close()
    const messages = (await (
      await api('/api/form-submissions?depth=0&where[email][equals]=lola.movil@example.com')
    ).json()) as { docs: { id: number }[] }
    expect(messages.docs).toHaveLength(1)
    await page.goto(`/admin/collections/form-submissions/${messages.docs[0]!.id}`)
    await page.getByText('Querría un book en primavera.').first().waitFor({ timeout: 30_000 })
    const reply = page.getByRole('link', { name: 'Responder' }).first()
    expect(new URL((await reply.getAttribute('href'))!).pathname).toBe('lola.movil@example.com')
    const box = await reply.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width, '«Responder» on the screen').toBe(true)
    await keepScreenshot(page, 'admin-phone-message')
    await api(`/api/form-submissions/${messages.docs[0]!.id}`, { method: 'DELETE' })
    await api(`/api/posts/${created}`, { method: 'DELETE' })
    await context.close()
  }, 180_000)
})
