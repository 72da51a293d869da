import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { CAROUSEL } from '@/lib/constants'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'
import { adminApi } from './helpers/site'

const base = inject('baseUrl')
/** The home page's testimonials: 5 slides, 3 per view, autoplay every 5 s, arrows and dots. */
const SLIDES = 5
const DELAY_MS = 5000

type Viewport = keyof typeof VIEWPORTS

/** Opens a page at a breakpoint and waits for its first carousel's script to have started. */
async function openCarousel(browser: Browser, viewport: Viewport, { path = '/', reducedMotion = false } = {}) {
  const page = await (await newContext(browser, base, viewport)).newPage()
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  const carousel = page.locator('[data-carousel]').first()
  await carousel.scrollIntoViewIfNeeded()
  await carousel.and(page.locator('[data-carousel-ready]')).waitFor()
  // The pointer rests over the sticky header, away from the carousel, so it does not hold it still.
  await page.mouse.move(5, 5)
  return { page, carousel }
}

/** The name of the current dot («Ir a la diapositiva N»). */
const currentDot = (carousel: Locator) =>
  carousel.locator('[data-carousel-dot][aria-current="true"]').getAttribute('aria-label')

/**
 * The slides whose card lies entirely inside the carousel's window, by their names («N de M»),
 * from left to right (looping puts the first slides after the last ones).
 */
const slidesFullyInView = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const view = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect()
    return [...root.querySelectorAll('[role="group"][aria-roledescription="diapositiva"]')]
      .map((slide) => ({
        name: slide.getAttribute('aria-label'),
        card: slide.firstElementChild!.getBoundingClientRect(),
      }))
      .filter(({ card }) => card.width > 0 && card.left >= view.left - 1 && card.right <= view.right + 1)
      .sort((a, b) => a.card.left - b.card.left)
      .map(({ name }) => name)
  })

const liveMode = (carousel: Locator) => carousel.locator('.block-carousel__track').getAttribute('aria-live')

/** Focuses a control inside the carousel from the keyboard, so that it matches :focus-visible. */
async function keyboardFocus(page: Page, control: Locator) {
  await control.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  expect(await control.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true)
}

describe('carousel', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each<[Viewport, number]>([
    ['desktop', CAROUSEL.slidesDesktop],
    ['tablet', CAROUSEL.slidesTablet],
    ['mobile', CAROUSEL.slidesMobile],
  ])('shows the right number of whole slides at %s (%i), the others inert', async (viewport, perView) => {
    const { carousel } = await openCarousel(browser, viewport)
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carrusel')
    expect(await carousel.getAttribute('aria-label')).toBeTruthy()
    expect(await slidesFullyInView(carousel)).toEqual(
      Array.from({ length: perView }, (_, i) => `${i + 1} de ${SLIDES}`),
    )
    const slides = carousel.locator('[role="group"][aria-roledescription="diapositiva"]')
    expect(await slides.count()).toBe(SLIDES)
    await expect.poll(() => carousel.locator('[role="group"][inert]').count()).toBe(SLIDES - perView)
  })

  it('moves nothing when its script starts (no layout shift)', async () => {
    const { page } = await openCarousel(browser, 'desktop')
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              const inCarousel = entry.sources?.some((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement
                return Boolean(el?.closest('[data-carousel]'))
              })
              if (inCarousel && !entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBe(0)
  })

  it.each<Viewport>(['desktop', 'mobile'])('moves with the arrows and the dots at %s', async (viewport) => {
    const { carousel } = await openCarousel(browser, viewport)
    const perView = viewport === 'desktop' ? CAROUSEL.slidesDesktop : CAROUSEL.slidesMobile
    const firstInView = async () => (await slidesFullyInView(carousel))[0]
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')

    await carousel.getByRole('button', { name: 'Diapositiva siguiente', exact: true }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 2')
    await expect.poll(firstInView).toBe(`2 de ${SLIDES}`)

    await carousel.getByRole('button', { name: 'Ir a la diapositiva 4', exact: true }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 4')
    await expect.poll(firstInView).toBe(`4 de ${SLIDES}`)
    // The carousel loops: past the last slide come the first ones again.
    await expect
      .poll(() => slidesFullyInView(carousel))
      .toEqual([4, 5, 1, 2, 3].slice(0, perView).map((n) => `${n} de ${SLIDES}`))

    await carousel.getByRole('button', { name: 'Diapositiva anterior', exact: true }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 3')
    await expect.poll(firstInView).toBe(`3 de ${SLIDES}`)
    expect(await carousel.locator('[data-carousel-dot][aria-current]').count()).toBe(1)
  })

  it('advances by itself after the delay, silencing its live region meanwhile', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop')
    expect(await liveMode(carousel)).toBe('off')
    await page.waitForTimeout(DELAY_MS - 1000)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
    await expect.poll(() => currentDot(carousel), { timeout: 3000 }).toBe('Ir a la diapositiva 2')
  })

  it('holds still while the pointer is over it, and goes on when it leaves', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop')
    await carousel.locator('[data-carousel-viewport]').hover()
    expect(await liveMode(carousel)).toBe('polite')
    await page.waitForTimeout(DELAY_MS + 1000)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
    await page.mouse.move(5, 5)
    expect(await liveMode(carousel)).toBe('off')
    await expect.poll(() => currentDot(carousel), { timeout: DELAY_MS + 2000 }).toBe('Ir a la diapositiva 2')
  })

  it('holds still while keyboard focus is inside it', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop')
    await keyboardFocus(page, carousel.getByRole('button', { name: 'Diapositiva siguiente', exact: true }))
    expect(await liveMode(carousel)).toBe('polite')
    await page.waitForTimeout(DELAY_MS + 1000)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
    // Enter and Space work the focused button; the carousel still does not move by itself.
    await page.keyboard.press('Enter')
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 2')
    await page.keyboard.press('Space')
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 3')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 2')
    // Focus leaves: autoplay goes on.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    expect(await liveMode(carousel)).toBe('off')
    await expect.poll(() => currentDot(carousel), { timeout: DELAY_MS + 2000 }).toBe('Ir a la diapositiva 3')
  })

  it('stops and starts again with its pause button (WCAG 2.2.2)', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop')
    const pause = carousel.getByRole('button', { name: 'Pausar el carrusel', exact: true })
    expect(await pause.isVisible()).toBe(true)
    await pause.click()
    const resume = carousel.getByRole('button', { name: 'Reanudar el carrusel', exact: true })
    expect(await resume.count()).toBe(1)
    await page.mouse.move(5, 5)
    expect(await liveMode(carousel)).toBe('polite')
    await page.waitForTimeout(DELAY_MS + 1000)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
    await resume.click()
    expect(await pause.count()).toBe(1)
    await page.mouse.move(5, 5)
    expect(await liveMode(carousel)).toBe('off')
    await expect.poll(() => currentDot(carousel), { timeout: DELAY_MS + 2000 }).toBe('Ir a la diapositiva 2')
  })

  it('never moves by itself when the system asks for reduced motion', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop', { reducedMotion: true })
    expect(await carousel.locator('[data-carousel-pause]').isVisible()).toBe(false)
    expect(await liveMode(carousel)).toBe('polite')
    await page.waitForTimeout(DELAY_MS + 1500)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
    // The buttons still work, without the sliding animation.
    await carousel.getByRole('button', { name: 'Diapositiva siguiente', exact: true }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Ir a la diapositiva 2')
    await expect.poll(async () => (await slidesFullyInView(carousel))[0]).toBe(`2 de ${SLIDES}`)
  })

  it('stops when the reduced-motion setting is turned on while it plays', async () => {
    const { page, carousel } = await openCarousel(browser, 'desktop')
    expect(await liveMode(carousel)).toBe('off')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(() => liveMode(carousel)).toBe('polite')
    await page.waitForTimeout(DELAY_MS + 1500)
    expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
  })

  it('scrolls sideways, snapping to each slide, without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORTS.mobile,
      locale: 'es-ES',
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto('/')
    const carousel = page.locator('[data-carousel]').first()
    const viewport = carousel.locator('[data-carousel-viewport]')
    expect(
      await viewport.evaluate((el) => [getComputedStyle(el).overflowX, getComputedStyle(el).scrollSnapType]),
    ).toEqual(['auto', 'x mandatory'])
    expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await carousel.getByRole('button').count()).toBe(0)
    expect(await carousel.locator('[role="group"][inert]').count()).toBe(0)
    await context.close()
  })

  describe('as an editor sets it up', () => {
    const slide = (n: number) => ({
      quote: `Una cita de prueba número ${n}.`,
      author: `Cliente ${n}`,
      detail: 'Sesión de retrato',
    })
    let path: string

    beforeAll(async () => {
      const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
      const response = await api('/api/pages', {
        method: 'POST',
        body: JSON.stringify({
          title: 'Carruseles de prueba',
          slug: 'carruseles-prueba',
          _status: 'published',
          layout: [
            { blockType: 'carousel', label: 'Una sola opinión', slides: [slide(1)] },
            {
              blockType: 'carousel',
              label: 'Opiniones una a una',
              slides: [1, 2, 3, 4].map(slide),
              slidesPerView: '1',
              autoplay: false,
            },
          ],
        }),
      })
      if (!response.ok) throw new Error(`pages: ${response.status} ${await response.text()}`)
      path = '/carruseles-prueba/'
    })

    it('draws a single slide as it is, with no carousel, buttons or script', async () => {
      const page = await (await newContext(browser, base, 'desktop')).newPage()
      await page.goto(path)
      const single = page.locator('.block-carousel').first()
      expect(await single.getAttribute('aria-roledescription')).toBeNull()
      expect(await single.getByRole('button').count()).toBe(0)
      expect(await single.getByText('Cliente 1').isVisible()).toBe(true)
      expect(await page.locator('[data-carousel]').count()).toBe(1)
    })

    it('shows one slide at a time on every breakpoint when told, and stays put without autoplay', async () => {
      for (const viewport of ['desktop', 'tablet', 'mobile'] as const) {
        const { page, carousel } = await openCarousel(browser, viewport, { path })
        expect(await carousel.getAttribute('aria-label')).toBe('Opiniones una a una')
        expect(await slidesFullyInView(carousel)).toEqual(['1 de 4'])
        expect(await carousel.locator('[data-carousel-pause]').count()).toBe(0)
        expect(await liveMode(carousel)).toBe('polite')
        if (viewport === 'desktop') {
          await page.waitForTimeout(DELAY_MS + 1000)
          expect(await currentDot(carousel)).toBe('Ir a la diapositiva 1')
        }
      }
    })
  })

  it.each<Viewport>(['desktop', 'tablet', 'mobile'])(
    'has no serious or critical axe violations at %s',
    async (viewport) => {
      const { page } = await openCarousel(browser, viewport)
      expect(await seriousViolations(page, { include: '[data-carousel]' })).toEqual([])
    },
  )
})
