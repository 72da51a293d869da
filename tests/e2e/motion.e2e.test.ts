import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { MOTION_RESIZE_DEBOUNCE_MS } from '@/lib/constants'

import { seriousViolations } from './helpers/axe'
import {
  VIEWPORTS,
  launchBrowser,
  layoutShifts,
  measuredContext,
  newContext,
  resetLayoutShifts,
} from './helpers/browser'

const base = inject('baseUrl')

// The seeded home page: «Por qué elegir Revela» moves up at speed 4 and fades in, on desktop and tablet.
const section = (page: Page) =>
  page
    .locator('section.block-section')
    .filter({ has: page.getByRole('heading', { name: 'Por qué elegir Revela', exact: true }) })

/** Scrolls so that the section's top is at `fraction` of the window's height, then lets two frames pass. */
async function scrollSectionTo(page: Page, fraction: number) {
  await section(page).evaluate((el, f) => {
    const top = el.getBoundingClientRect().top + scrollY
    scrollTo({ top: top - innerHeight * f, behavior: 'instant' })
  }, fraction)
  await frames(page)
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** The content's vertical translation (px) and opacity, as drawn. */
const drawn = (page: Page) =>
  section(page)
    .locator(':scope > .block-section__inner')
    .evaluate((el) => {
      const style = getComputedStyle(el)
      const y = style.transform === 'none' ? 0 : new DOMMatrixReadOnly(style.transform).m42
      return { y, opacity: Number(style.opacity), inline: el.style.transform + el.style.opacity }
    })

/** The motion script has loaded (it is imported once the page has hydrated). */
async function motionStarted(page: Page) {
  await scrollSectionTo(page, 0.8)
  await expect.poll(async () => (await drawn(page)).inline, { timeout: 15_000 }).not.toBe('')
}

describe('scroll effects (motion)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(['desktop', 'tablet'] as const)(
    'moves and fades the section’s content with the scroll at %s, without layout shift',
    async (viewport) => {
      const context = await measuredContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto('/')
      await motionStarted(page)
      // Loading may shift a little when the machine is slow (once 0.019 in a loaded full run, never
      // alone): that stays well inside the "good" CLS of 0.1. What the effect itself moves while the
      // visitor scrolls must be nothing, so that is counted from the moment it has started.
      const loading = await layoutShifts(page)
      expect(loading.cls, loading.shifts).toBeLessThan(0.1)
      await resetLayoutShifts(page)

      // Its top at 90 % of the window's height, at 20 %, then half a window above the top.
      await scrollSectionTo(page, 0.9)
      const entering = await drawn(page)
      await scrollSectionTo(page, 0.2)
      const middle = await drawn(page)
      await scrollSectionTo(page, -0.5)
      const leaving = await drawn(page)
      // Moving up: below its place while entering, above it while leaving.
      expect(entering.y).toBeGreaterThan(middle.y)
      expect(middle.y).toBeGreaterThan(leaving.y)
      expect(entering.y).toBeGreaterThan(0)
      expect(leaving.y).toBeLessThan(0)
      // Fading in: faint while entering, fully shown by the time it is well in view.
      expect(entering.opacity).toBeLessThan(0.9)
      expect(middle.opacity).toBe(1)

      const scrolling = await layoutShifts(page)
      expect(scrolling.cls, scrolling.shifts).toBeLessThan(0.001)
      await context.close()
    },
  )

  it('leaves the section alone on a phone', async () => {
    const context = await newContext(browser, base, 'mobile')
    const page = await context.newPage()
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    for (const f of [0.9, 0.5, 0.1]) {
      await scrollSectionTo(page, f)
      expect(await drawn(page)).toEqual({ y: 0, opacity: 1, inline: '' })
    }
    await context.close()
  })

  it('is off for a visitor who asks for reduced motion, and goes off when they ask', async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    for (const f of [0.9, 0.5]) {
      await scrollSectionTo(page, f)
      expect(await drawn(page)).toEqual({ y: 0, opacity: 1, inline: '' })
    }

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await motionStarted(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(async () => (await drawn(page)).inline).toBe('')
    await context.close()
  })

  it('switches off 200 ms after the window narrows to a phone’s width, not before', async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    await page.goto('/')
    await motionStarted(page)
    await scrollSectionTo(page, 0.9)
    expect((await drawn(page)).inline).not.toBe('')

    // Timed inside the page, from the resize event to the moment the effect's styles go: the test's
    // own clock starts only when setViewportSize has answered, after the page has already resized.
    await section(page)
      .locator(':scope > .block-section__inner')
      .evaluate((el) => {
        const w = window as unknown as { __resizedAt?: number; __clearedAt?: number }
        addEventListener('resize', () => (w.__resizedAt ??= performance.now()))
        new MutationObserver(() => {
          if (!el.style.transform && !el.style.opacity) w.__clearedAt ??= performance.now()
        }).observe(el, { attributes: true, attributeFilter: ['style'] })
      })
    await page.setViewportSize(VIEWPORTS.mobile)
    await page.waitForTimeout(MOTION_RESIZE_DEBOUNCE_MS - 120)
    expect((await drawn(page)).inline).not.toBe('')
    await expect.poll(async () => (await drawn(page)).inline, { interval: 20 }).toBe('')
    const waited = await page.evaluate(() => {
      const w = window as unknown as { __resizedAt?: number; __clearedAt?: number }
      return (w.__clearedAt ?? 0) - (w.__resizedAt ?? Infinity)
    })
    expect(waited).toBeGreaterThanOrEqual(MOTION_RESIZE_DEBOUNCE_MS - 5)
    expect(await drawn(page)).toEqual({ y: 0, opacity: 1, inline: '' })

    // And back on at a desktop width.
    await page.setViewportSize(VIEWPORTS.desktop)
    await expect.poll(async () => (await drawn(page)).inline).not.toBe('')
    await context.close()
  })

  it('keeps the home page free of serious accessibility violations', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page, { label: viewport })).toEqual([])
      await context.close()
    }
  })
})
