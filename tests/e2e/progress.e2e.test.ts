import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ANCHOR_SCROLL_MS } from '@/lib/constants'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, layoutShifts, loadingLayoutShifts, measuredContext, newContext } from './helpers/browser'

const base = inject('baseUrl')

// The seeded article: a horizontal reading-progress bar under the header, following its content.
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Scrolls so that the content's bottom edge is `fraction` of the way from its top to the window's bottom edge. */
async function scrollContent(page: Page, fraction: number) {
  await page.locator('.post-content').evaluate((el, f) => {
    const box = el.getBoundingClientRect()
    const header = document.querySelector<HTMLElement>('.site-header')!.offsetHeight
    const start = box.top + scrollY - header
    const end = box.bottom + scrollY - innerHeight
    scrollTo({ top: start + (end - start) * f, behavior: 'instant' })
  }, fraction)
  await frames(page)
}

const reading = (page: Page) =>
  page.locator('.progress-tracker[data-ready]').evaluate((el) => {
    const fill = el.querySelector('.progress-tracker__fill')!
    const transform = getComputedStyle(fill).transform
    return {
      value: Number(el.getAttribute('aria-valuenow')),
      scale: transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a,
      top: el.getBoundingClientRect().top,
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
    }
  })

/** The page has hydrated, so the site's scripts (the anchor links') are listening. */
async function hydrated(page: Page) {
  await page.locator('a.comments-link').evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const poll = () =>
          Object.keys(el).some((key) => key.startsWith('__reactProps'))
            ? setTimeout(resolve, 100)
            : setTimeout(poll, 20)
        poll()
      }),
  )
}

describe('reading progress', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(['desktop', 'mobile'] as const)(
    'follows the article’s content at %s, from 0 to 100, without layout shift',
    async (viewport) => {
      const context = await measuredContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(ARTICLE)
      const bar = page.getByRole('progressbar', { name: 'Progreso de lectura' })
      await bar.waitFor({ timeout: 15_000 })
      // What the bar and scrolling move is counted from the settled page: in a loaded full run the
      // header once moved 0.003 while the page was still loading at a phone's width.
      const loading = await loadingLayoutShifts(page)
      expect(loading.cls, loading.shifts).toBeLessThan(0.1)
      expect(await bar.getAttribute('aria-valuemin')).toBe('0')
      expect(await bar.getAttribute('aria-valuemax')).toBe('100')

      const top = await reading(page)
      expect(top.value).toBe(0)
      expect(top.scale).toBe(0)
      // Fixed right under the sticky header (it covers the header's 1 px border line).
      expect(Math.abs(top.top - top.header)).toBeLessThanOrEqual(1.5)

      await scrollContent(page, 0.5)
      await expect.poll(async () => (await reading(page)).value).toBeGreaterThanOrEqual(45)
      const half = await reading(page)
      expect(half.value).toBeLessThanOrEqual(55)
      expect(half.scale).toBeCloseTo(0.5, 1)
      expect(Math.abs(half.top - half.header)).toBeLessThanOrEqual(1.5)

      await scrollContent(page, 1)
      await expect.poll(async () => (await reading(page)).value).toBeGreaterThanOrEqual(99)
      await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect.poll(async () => (await reading(page)).value).toBe(100)

      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
      await expect.poll(async () => (await reading(page)).value).toBe(0)
      const { cls, shifts } = await layoutShifts(page)
      expect(cls, shifts).toBeLessThan(0.001)
      await context.close()
    },
  )

  it('keeps the article free of serious accessibility violations', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(ARTICLE)
      await page.locator('.progress-tracker[data-ready]').waitFor({ timeout: 15_000 })
      await scrollContent(page, 0.3)
      expect(await seriousViolations(page, { label: viewport })).toEqual([])
      await context.close()
    }
  })
})

describe('anchor links', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  /** Clicks the article's «N comentarios» link and records scrollY every frame for 900 ms. */
  const followCommentsLink = (page: Page) =>
    page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a.comments-link')!
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!
      const start = scrollY
      const samples: { t: number; y: number }[] = []
      const t0 = performance.now()
      link.click()
      await new Promise<void>((resolve) => {
        const tick = () => {
          const t = performance.now() - t0
          samples.push({ t, y: scrollY })
          if (t < 900) requestAnimationFrame(tick)
          else resolve()
        }
        requestAnimationFrame(tick)
      })
      return {
        start,
        samples,
        end: scrollY,
        targetTop: target.getBoundingClientRect().top,
        headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        focused: document.activeElement === target,
        hash: location.hash,
        href: link.getAttribute('href'),
      }
    })

  it('scrolls smoothly in 500 ms to the target, below the header, and gives it the focus', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await page.goto(ARTICLE)
    await hydrated(page)
    const run = await followCommentsLink(page)

    const distance = run.end - run.start
    expect(distance).toBeGreaterThan(500)
    // Halfway through the time, partway down (the curve is at 50 % there).
    const mid = run.samples.reduce((a, b) =>
      Math.abs(b.t - ANCHOR_SCROLL_MS / 2) < Math.abs(a.t - ANCHOR_SCROLL_MS / 2) ? b : a,
    )
    expect(mid.y).toBeGreaterThan(run.start + distance * 0.2)
    expect(mid.y).toBeLessThan(run.start + distance * 0.8)
    // It arrives at about 500 ms, not before.
    const arrived = run.samples.find((s) => Math.abs(s.y - run.end) <= 2)!
    expect(arrived.t).toBeGreaterThanOrEqual(ANCHOR_SCROLL_MS * 0.8)
    expect(arrived.t).toBeLessThanOrEqual(ANCHOR_SCROLL_MS + 200)

    expect(run.targetTop).toBeGreaterThanOrEqual(run.headerBottom - 0.5)
    expect(run.focused).toBe(true)
    expect(run.hash).toBe(run.href)
    expect(new URL(page.url()).hash).toBe(run.href)
  })

  it('jumps at once for a visitor who asks for reduced motion', async () => {
    const page = await (await newContext(browser, base, 'mobile')).newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(ARTICLE)
    await hydrated(page)
    const run = await followCommentsLink(page)
    expect(run.end - run.start).toBeGreaterThan(500)
    expect(run.samples[0]!.y).toBe(run.end)
    expect(run.targetTop).toBeGreaterThanOrEqual(run.headerBottom - 0.5)
    expect(run.focused).toBe(true)
  })

  it('leaves a bare «#» and a link to a missing id to the browser', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await page.goto(ARTICLE)
    await hydrated(page)
    const handled = await page.evaluate(() =>
      ['#', '#no-existe'].map((href) => {
        const a = document.createElement('a')
        a.href = href
        a.textContent = 'enlace'
        document.querySelector('main')!.prepend(a)
        let prevented: boolean | null = null
        // Runs after the site's own document listener; stops the jump itself.
        addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true })
        a.click()
        a.remove()
        return prevented
      }),
    )
    expect(handled).toEqual([false, false])
  })
})
