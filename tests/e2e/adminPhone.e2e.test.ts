import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

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
      if (rect.height === 0 || rect.height > innerHeight / 2 || rect.top > 1 || rect.bottom <= 0 || rect.width < innerWidth / 2 || !el.checkVisibility())
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
      const right = Math.max(...[...el.querySelectorAll('thead th')].filter((th) => th.checkVisibility()).map((th) => th.getBoundingClientRect().right))
      return Math.round(right - innerWidth)
    })
    expect(overflow, 'px of the table beyond the screen’s right edge').toBeLessThanOrEqual(0)
    // Each photo by its thumbnail and file name.
    await expect(rows.first().locator('img').isVisible()).resolves.toBe(true)
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
      while (under && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(under).backgroundColor)) under = under.parentElement
      return { button: getComputedStyle(el).backgroundColor, bar: under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)' }
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
      const tallest = Math.max(...[...el.querySelectorAll('.doc-controls__value')].map((v) => v.getBoundingClientRect().height))
      return { lines: tops.size, parts: parts.length, dateLines: Math.round(tallest / 20) }
    })
    expect(lines.parts, 'parts of the status line').toBeGreaterThanOrEqual(3)
    expect(lines.dateLines, 'lines of the longest date').toBeLessThanOrEqual(1)
    expect(lines.lines, 'lines of the status line').toBe(1)
    await context.close()
  }, 60_000)
})
