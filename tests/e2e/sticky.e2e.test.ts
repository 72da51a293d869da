import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { STICKY_RESIZE_DEBOUNCE_MS } from '@/lib/constants'

import { seriousViolations } from './helpers/axe'
import {
  VIEWPORTS,
  launchBrowser,
  layoutShifts,
  loadingLayoutShifts,
  measuredContext,
  newContext,
} from './helpers/browser'

const base = inject('baseUrl')

// The seeded page: its last section, a call to action, sticks to the window's bottom on desktops and tablets.
const PAGE = '/sesiones-de-fotos/'
const cta = (page: Page) => page.locator('section.block-section[data-sticky="bottom"]').last()
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Where the call to action is drawn, and where the page's flow puts it (the previous section's end). */
const geometry = (page: Page) =>
  cta(page).evaluate((el) => {
    const box = el.getBoundingClientRect()
    return {
      top: box.top,
      bottom: box.bottom,
      natural: el.previousElementSibling!.getBoundingClientRect().bottom,
      viewport: innerHeight,
      stuck: el.classList.contains('is-stuck'),
      position: el.style.position,
    }
  })

const scrollToFraction = async (page: Page, fraction: number) => {
  await page.evaluate(
    (f) => scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * f, behavior: 'instant' }),
    fraction,
  )
  await frames(page)
}

describe('sticky sections', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('leaves the call to action in its place on a phone, where the studio did not fix it', async () => {
    const context = await measuredContext(browser, base, 'mobile')
    const page = await context.newPage()
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    await scrollToFraction(page, 0.3)
    const g = await geometry(page)
    expect(g.stuck).toBe(false)
    expect(g.position).not.toBe('sticky')
    await context.close()
  })

  it.each(['desktop', 'tablet'] as const)(
    'holds the call to action at the window’s bottom until its own place scrolls into view at %s, moving nothing',
    async (viewport) => {
      const context = await measuredContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(PAGE)
      await expect.poll(async () => (await geometry(page)).stuck, { timeout: 15_000 }).toBe(true)
      // What scrolling moves, from here: on a slow machine a late font or script may still shift the
      // header after the section stuck, and loading is held to the "good" CLS.
      const loading = await loadingLayoutShifts(page)
      expect(loading.cls, loading.shifts).toBeLessThan(0.1)

      for (const fraction of [0, 0.3, 0.5]) {
        await scrollToFraction(page, fraction)
        const g = await geometry(page)
        expect(g.stuck).toBe(true)
        expect(Math.abs(g.bottom - g.viewport)).toBeLessThanOrEqual(1)
        // Its own place, further down and out of sight, is kept: the section before it still ends there.
        expect(g.natural + (g.bottom - g.top)).toBeGreaterThan(g.viewport)
      }

      await scrollToFraction(page, 1)
      const end = await geometry(page)
      expect(end.stuck).toBe(false)
      expect(Math.abs(end.top - end.natural)).toBeLessThanOrEqual(1)
      expect(end.bottom).toBeLessThanOrEqual(end.viewport)

      await scrollToFraction(page, 0.1)
      expect((await geometry(page)).stuck).toBe(true)

      const { cls, shifts } = await layoutShifts(page)
      expect(cls, shifts).toBeLessThan(0.001)
      await context.close()
    },
  )

  it('keeps what the keyboard reaches clear of the stuck call to action (scroll padding)', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await page.goto(PAGE)
    await expect.poll(async () => (await geometry(page)).stuck, { timeout: 15_000 }).toBe(true)
    const { padding, height } = await cta(page).evaluate((el) => ({
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
      height: (el as HTMLElement).offsetHeight,
    }))
    expect(padding).toBe(height)
    await scrollToFraction(page, 1)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom))
      .toBe('0px')
  })

  it('measures itself again 300 ms after a resize, and does not stick in a window too short for it', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await page.goto(PAGE)
    await expect.poll(async () => (await geometry(page)).stuck, { timeout: 15_000 }).toBe(true)
    const height = await cta(page).evaluate((el) => (el as HTMLElement).offsetHeight)
    const header = await page.locator('.site-header').evaluate((el) => (el as HTMLElement).offsetHeight)
    // 60 px less room than the section needs under the header.
    const short = { width: VIEWPORTS.desktop.width, height: header + height - 60 }

    await page.setViewportSize(short)
    await page.waitForTimeout(STICKY_RESIZE_DEBOUNCE_MS - 150)
    expect((await geometry(page)).position).toBe('sticky')
    await expect.poll(async () => (await geometry(page)).position, { interval: 25 }).toBe('')
    expect((await geometry(page)).stuck).toBe(false)

    await page.setViewportSize(VIEWPORTS.desktop)
    await page.waitForTimeout(STICKY_RESIZE_DEBOUNCE_MS - 150)
    expect((await geometry(page)).position).toBe('')
    await expect.poll(async () => (await geometry(page)).position, { interval: 25 }).toBe('sticky')
    await scrollToFraction(page, 0)
    expect((await geometry(page)).stuck).toBe(true)
  })

  it('does not cover the cookie banner’s buttons', async () => {
    const context = await newContext(browser, base, 'tablet', { fresh: true })
    const page = await context.newPage()
    await page.goto(PAGE)
    const reject = page.locator('#cc-main .cm').getByRole('button', { name: 'Rechazar todo', exact: true })
    await reject.waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await geometry(page)).stuck, { timeout: 15_000 }).toBe(true)
    // The button is the topmost element at its own centre: nothing is drawn over it.
    const onTop = await reject.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit === button || button.contains(hit)
    })
    expect(onTop).toBe(true)
    await context.close()
  })

  it('keeps the page free of serious accessibility violations', async () => {
    for (const viewport of ['desktop', 'tablet'] as const) {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(PAGE)
      await expect.poll(async () => (await geometry(page)).stuck, { timeout: 15_000 }).toBe(true)
      expect(await seriousViolations(page, { label: viewport })).toEqual([])
      await context.close()
    }
  })
})
