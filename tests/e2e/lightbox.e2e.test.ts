import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LIGHTBOX_LABELS } from '@/lightbox/labels'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const viewports = ['mobile', 'tablet', 'desktop'] as const

// Turbopack names chunks by hash, so the lightbox's code is recognised by its content: the
// library's class prefix, in its JavaScript and its CSS.
const LIGHTBOX_MARK = 'yarl__'

/** Records every script and stylesheet response that carries the lightbox's code. */
function watchLightboxCode(page: Page): () => Promise<string[]> {
  const pending: Promise<void>[] = []
  const found: string[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.text().then(
        (body) => void (body.includes(LIGHTBOX_MARK) && found.push(response.url())),
        () => {},
      ),
    )
  })
  return async () => {
    await Promise.all(pending)
    return found
  }
}

/** Console warnings and page errors, as they come. */
function watchConsole(page: Page) {
  const warnings: string[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { warnings, errors }
}

/** Until the loader's listener is on the document, a click would just follow the link. */
const ready = (page: Page) => page.waitForSelector('html[data-lightbox="ready"]', { state: 'attached' })

const dialogOf = (page: Page) => page.getByRole('dialog', { name: LIGHTBOX_LABELS.Lightbox })
const counterOf = (page: Page) => dialogOf(page).locator('.yarl__counter')
const currentSlide = (page: Page) => dialogOf(page).locator('.yarl__slide_current')

/** The «Nuestro trabajo» gallery of the home page. */
const workGallery = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Nuestro trabajo' }) })
    .locator('ul.block-gallery[data-gallery] a.lightbox-link')

/** The current slide's image once loaded: the file the browser chose and its width. */
async function loadedImage(page: Page) {
  const image = currentSlide(page).locator('img').last()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true)
  return image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }))
}

/** A photo link's caption, read while the page is not yet hidden behind the lightbox. */
const captionOf = async (link: Locator) => ({
  title: await link.getAttribute('data-title'),
  description: await link.getAttribute('data-description'),
})

async function expectCaption(page: Page, { title, description }: { title: string | null; description: string | null }) {
  expect(title).toBeTruthy()
  await expect.poll(() => currentSlide(page).getByRole('heading', { level: 2 }).textContent()).toBe(title)
  if (description) expect(await currentSlide(page).locator('p').textContent()).toBe(description)
}

describe('image lightbox', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(viewports)(
    'opens a gallery photo among its own, with counter, captions and keyboard, at %s',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      const images: string[] = []
      page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname))
      const { errors } = watchConsole(page)
      await page.goto('/')
      await ready(page)
      const links = workGallery(page)
      const total = await links.count()
      expect(total).toBe(9)
      const first = links.first()
      // Read before opening: the open lightbox hides the page (and so its headings) from the accessibility tree.
      const [firstCaption, secondCaption] = [await captionOf(first), await captionOf(links.nth(1))]
      await first.scrollIntoViewIfNeeded()
      images.length = 0
      await first.click()

      const dialog = dialogOf(page)
      await dialog.waitFor()
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      expect(await counterOf(page).textContent()).toBe(`1 de ${total}`)
      expect(await currentSlide(page).getAttribute('aria-label')).toBe(`1 de ${total}`)
      await expectCaption(page, firstCaption)

      // A responsive size fit for the screen, never the original upload.
      const loaded = await loadedImage(page)
      expect(loaded.src).toMatch(/-\d+x\d+\.webp$/)
      expect(loaded.width).toBeLessThanOrEqual(2 * VIEWPORTS[viewport].width)
      expect(
        images.filter((p) => /\/wp-content\/uploads\/.+\.(jpe?g|png)$/i.test(p) && !/-\d+x\d+\.\w+$/.test(p)),
      ).toEqual([])

      // Zoom, fullscreen, share and the rest, named in Spanish.
      for (const name of [
        LIGHTBOX_LABELS['Zoom in'],
        LIGHTBOX_LABELS['Zoom out'],
        LIGHTBOX_LABELS['Enter Fullscreen'],
        LIGHTBOX_LABELS.Close,
        LIGHTBOX_LABELS.Previous,
        LIGHTBOX_LABELS.Next,
      ]) {
        expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(1)
      }
      expect(await dialog.getByRole('button', { name: /zoom|fullscreen|close|next|previous|share/i }).count()).toBe(0)

      // Arrows move through the gallery; the caption follows.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => counterOf(page).textContent()).toBe(`2 de ${total}`)
      await expectCaption(page, secondCaption)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => counterOf(page).textContent()).toBe(`1 de ${total}`)

      // Tab goes round the dialog's controls and never reaches the page behind.
      const tabbable = await dialog
        .getByRole('button')
        .evaluateAll((buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).length)
      for (let i = 0; i < tabbable + 2; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
          `Tab ${i + 1}`,
        ).toBe(true)
      }

      expect(await seriousViolations(page, { label: viewport })).toEqual([])

      // Escape closes it and focus returns to the photo's link.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => first.evaluate((a) => a === document.activeElement)).toBe(true)
      expect(await page.evaluate(() => document.querySelectorAll('body > [inert]').length)).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it.each(viewports)(
    'zooms, goes fullscreen and shares (copying the link where there is no share sheet), at %s',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // Desktop Chromium on Linux has no share sheet; make sure of it, for the fallback's sake.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
        Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true })
      })
      const page = await context.newPage()
      await page.goto('/')
      await ready(page)
      const link = workGallery(page).nth(2)
      await link.scrollIntoViewIfNeeded()
      // Read before opening: the open lightbox hides the page (and so its headings) from the accessibility tree.
      const href = await link.evaluate((a) => (a as HTMLAnchorElement).href)
      await link.click()
      const dialog = dialogOf(page)
      await dialog.waitFor()
      await loadedImage(page)

      const zoomOut = dialog.getByRole('button', { name: LIGHTBOX_LABELS['Zoom out'], exact: true })
      expect(await zoomOut.isDisabled()).toBe(true)
      await dialog.getByRole('button', { name: LIGHTBOX_LABELS['Zoom in'], exact: true }).click()
      await expect.poll(() => zoomOut.isDisabled()).toBe(false)
      await zoomOut.click()

      await dialog.getByRole('button', { name: LIGHTBOX_LABELS['Enter Fullscreen'], exact: true }).click()
      const exit = dialog.getByRole('button', { name: LIGHTBOX_LABELS['Exit Fullscreen'], exact: true })
      await exit.waitFor()
      expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true)
      await exit.click()
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull()

      await dialog.getByRole('button', { name: LIGHTBOX_LABELS.Share, exact: true }).click()
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Enlace copiado')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)
      await context.close()
    },
  )

  it('follows a swipe on a touch screen', async () => {
    const decided = await newContext(browser, base, 'mobile')
    const storageState = await decided.storageState()
    await decided.close()
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'es-ES',
      storageState,
    })
    const page = await context.newPage()
    await page.goto('/')
    await ready(page)
    const first = workGallery(page).first()
    await first.scrollIntoViewIfNeeded()
    await first.tap()
    await dialogOf(page).waitFor()
    await loadedImage(page)
    expect(await counterOf(page).textContent()).toBe('1 de 9')
    // A finger dragged from right to left, as real touch events (the library reads pointer events).
    const cdp = await context.newCDPSession(page)
    const y = Math.round(VIEWPORTS.mobile.height / 2)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }] })
    for (let x = 300; x >= 60; x -= 20)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => counterOf(page).textContent()).toBe('2 de 9')
    await context.close()
  })

  it('loads no lightbox code on a page without image or action links, nor before a visitor shows intent', async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    const lightboxCode = watchLightboxCode(page)
    await page.goto('/aviso-legal/')
    await ready(page)
    const kinds = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href).filter((href) =>
        /#elementor-action|\.(png|jpe?g|gif|svg|webp)(\?|#|$)/i.test(href),
      ),
    )
    expect(kinds).toEqual([])
    // Pointing at and tabbing through ordinary links fetches nothing either.
    const links = page.locator('main a[href]')
    for (let i = 0; i < Math.min(await links.count(), 5); i++) await links.nth(i).hover()
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    await page.waitForTimeout(500)
    expect(await lightboxCode()).toEqual([])

    // The home page has photo links, yet fetches the lightbox only when one is pointed at.
    const home = await context.newPage()
    const homeCode = watchLightboxCode(home)
    await home.goto('/')
    await ready(home)
    await home.waitForTimeout(500)
    expect(await homeCode()).toEqual([])
    await workGallery(home).first().hover()
    await expect.poll(async () => (await homeCode()).length, { timeout: 10_000 }).toBeGreaterThan(0)
    await context.close()
  })
})

describe('action links', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await newContext(browser, base, 'desktop')
  })
  afterAll(() => browser?.close())

  it.each(viewports)('the book button opens the gallery as a slideshow on the same page, at %s', async (viewport) => {
    const ctx = await newContext(browser, base, viewport)
    const page = await ctx.newPage()
    await page.goto('/book-de-fotos/')
    await ready(page)
    const button = page.getByRole('link', { name: 'Ver el book a pantalla completa' })
    expect(await button.getAttribute('href')).toMatch(/^#elementor-action:action=lightbox&settings=/)
    const gallery = page.locator('ul.block-gallery[data-gallery] a.lightbox-link')
    const photos = await gallery.count()
    const firstCaption = await captionOf(gallery.first())
    await button.scrollIntoViewIfNeeded()
    await button.click()
    const dialog = dialogOf(page)
    await dialog.waitFor()
    expect(await counterOf(page).textContent()).toBe(`1 de ${photos}`)
    await expectCaption(page, firstCaption)
    const loaded = await loadedImage(page)
    expect(loaded.width).toBeLessThanOrEqual(2 * VIEWPORTS[viewport].width)
    expect(await page.evaluate(() => location.hash)).toBe('')
    expect(await seriousViolations(page, { label: viewport })).toEqual([])
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counterOf(page).textContent()).toBe(`2 de ${photos}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => button.evaluate((a) => a === document.activeElement)).toBe(true)
    await ctx.close()
  })

  /** Adds a link to the page, clicks it and reports what followed. */
  async function clickInjected(href: string) {
    const page = await context.newPage()
    const { warnings, errors } = watchConsole(page)
    await page.goto('/book-de-fotos/')
    await ready(page)
    const before = await page.evaluate(() => location.href)
    await page.evaluate((h) => {
      const a = document.createElement('a')
      a.href = h
      a.id = 'enlace-de-prueba'
      a.textContent = 'Enlace de prueba'
      document.querySelector('main')!.prepend(a)
    }, href)
    await page.locator('#enlace-de-prueba').click()
    await page.waitForTimeout(1500)
    const outcome = {
      warnings: [...warnings],
      errors: [...errors],
      location: await page.evaluate(() => location.href),
      dialogs: await dialogOf(page).count(),
      before,
    }
    await page.close()
    return outcome
  }

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

  it('runs the action in the address when the page opens (a shared link), as Elementor does, only if a link on the page carries it', async () => {
    const page = await context.newPage()
    await page.goto('/book-de-fotos/')
    const href = await page.getByRole('link', { name: 'Ver el book a pantalla completa' }).getAttribute('href')
    const photos = await page.locator('ul.block-gallery[data-gallery] a.lightbox-link').count()
    await page.goto('about:blank')
    await page.goto(`/book-de-fotos/${href}`)
    await dialogOf(page).waitFor()
    expect(await counterOf(page).textContent()).toBe(`1 de ${photos}`)
    await page.keyboard.press('Escape')
    await dialogOf(page).waitFor({ state: 'detached' })
    await page.close()
    // A crafted address: an action no link on the page carries opens nothing.
    const crafted = await context.newPage()
    const { warnings, errors } = watchConsole(crafted)
    await crafted.goto(
      `/book-de-fotos/#elementor-action:action=lightbox&settings=${encodeURIComponent(b64({ type: 'image', url: '/favicon.svg' }))}`,
    )
    await ready(crafted)
    await crafted.waitForTimeout(1500)
    expect(await dialogOf(crafted).count()).toBe(0)
    expect([...warnings, ...errors]).toEqual([])
    await crafted.close()
  })

  it('warns once, in Spanish, about settings that are not base64 JSON, and goes nowhere', async () => {
    for (const href of [
      '#elementor-action:action=lightbox&settings=%%%no-es-base64',
      `#elementor-action:action=lightbox&settings=${Buffer.from('{roto').toString('base64')}`,
    ]) {
      const outcome = await clickInjected(href)
      expect(outcome.warnings).toHaveLength(1)
      expect(outcome.warnings[0]).toMatch(
        /^Enlace de acción «lightbox» con ajustes que no son base64 de un objeto JSON; se ignora\.$/,
      )
      expect(outcome.location).toBe(outcome.before)
      expect(outcome.dialogs).toBe(0)
      expect(outcome.errors).toEqual([])
    }
  })

  it('does nothing at all for popup actions: the site has no popups', async () => {
    for (const action of ['popup:open', 'popup:close', 'popup']) {
      const outcome = await clickInjected(
        `#elementor-action:action=${action}&settings=${encodeURIComponent(b64({ id: 12 }))}`,
      )
      expect(outcome).toMatchObject({ warnings: [], errors: [], dialogs: 0, location: outcome.before })
    }
  })

  it('warns once about an unknown action and goes nowhere', async () => {
    const outcome = await clickInjected(
      `#elementor-action:action=hotspot&settings=${encodeURIComponent(b64({ id: 1 }))}`,
    )
    expect(outcome.warnings).toEqual(['Enlace de acción con una acción desconocida: «hotspot»; se ignora.'])
    expect(outcome).toMatchObject({ errors: [], dialogs: 0, location: outcome.before })
  })

  it('reads Elementor’s own percent-encoded links and opens an image from them', async () => {
    const page = await context.newPage()
    await page.goto('/book-de-fotos/')
    await ready(page)
    const src = await page.locator('ul.block-gallery a.lightbox-link').first().getAttribute('href')
    const href =
      '#' +
      encodeURIComponent(
        `elementor-action:action=lightbox&settings=${b64({ type: 'image', url: src, title: 'Prueba de título' })}`,
      )
    await page.evaluate((h) => {
      const a = document.createElement('a')
      a.href = h
      a.id = 'enlace-elementor'
      a.textContent = 'Abrir imagen'
      document.querySelector('main')!.prepend(a)
    }, href)
    await page.locator('#enlace-elementor').click()
    await dialogOf(page).waitFor()
    expect(await currentSlide(page).getByRole('heading', { level: 2 }).textContent()).toBe('Prueba de título')
    expect(await page.evaluate(() => location.hash)).toBe('')
    await page.close()
  })
})
