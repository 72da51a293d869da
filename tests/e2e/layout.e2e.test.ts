import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { MENU } from '@/lib/constants'

import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')

describe('header and main menu', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('opens a submenu 250 ms after hovering and closes it 500 ms after leaving', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/')
    // Measured on the page's own clock (the pointer's arrival and departure, each frame's look at
    // the submenu), so that a busy machine running the test cannot make the delays look shorter.
    await page.evaluate(() => {
      const item = document.querySelector('.main-nav .menu > .menu-item-has-children')!
      const submenu = item.querySelector(':scope > .sub-menu')!
      const times = { enter: 0, shown: 0, leave: 0, hidden: 0 }
      Object.assign(window, { __menuTimes: times })
      item.addEventListener('mouseenter', () => (times.enter ||= performance.now()))
      item.addEventListener('mouseleave', () => (times.leave ||= performance.now()))
      const look = () => {
        const box = submenu.getBoundingClientRect()
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(submenu).visibility !== 'hidden'
        if (visible && times.enter && !times.shown) times.shown = performance.now()
        if (!visible && times.leave && times.shown && !times.hidden) times.hidden = performance.now()
        requestAnimationFrame(look)
      }
      look()
    })
    const times = () =>
      page.evaluate(
        () =>
          (window as unknown as { __menuTimes: Record<'enter' | 'shown' | 'leave' | 'hidden', number> }).__menuTimes,
      )
    const item = page.locator('.main-nav .menu > .menu-item-has-children').first()
    await item.hover()
    await page.waitForFunction(
      () => (window as unknown as { __menuTimes: { shown: number } }).__menuTimes.shown > 0,
      null,
      { timeout: 5000 },
    )
    await page.mouse.move(5, 600)
    await page.waitForFunction(
      () => (window as unknown as { __menuTimes: { hidden: number } }).__menuTimes.hidden > 0,
      null,
      { timeout: 5000 },
    )
    const { enter, shown, leave, hidden } = await times()
    // One frame (16 ms) of slack below; the machine's load only ever adds time above.
    expect(shown - enter).toBeGreaterThanOrEqual(MENU.showDelayMs - 20)
    expect(shown - enter).toBeLessThan(MENU.showDelayMs + 500)
    expect(hidden - leave).toBeGreaterThanOrEqual(MENU.hideDelayMs - 20)
    expect(hidden - leave).toBeLessThan(MENU.hideDelayMs + 500)
  })

  it('keeps submenus between 10em and 20em wide', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/')
    const widths = await page
      .locator('.main-nav .sub-menu')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        const em = parseFloat(style.fontSize)
        return { min: parseFloat(style.minWidth) / em, max: parseFloat(style.maxWidth) / em }
      })
    expect(widths).toEqual({ min: 10, max: 20 })
  })

  it('works from the keyboard', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/')
    const toggle = page.locator('.main-nav .submenu-toggle').first()
    // The menu answers keys once React has hydrated it (a key pressed before is lost on a slow run).
    await toggle.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const ready = () => Object.keys(el).some((key) => key.startsWith('__reactProps'))
          const poll = () => (ready() ? resolve() : setTimeout(poll, 20))
          poll()
        }),
    )
    await toggle.focus()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.sub-menu') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('marks the current page and its ancestors', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/sesiones-de-fotos/retrato/')
    const current = page.locator('.main-nav a[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe('Retrato')
    expect(await current.evaluate((a) => a.parentElement!.classList.contains('current-menu-item'))).toBe(true)
    expect(await page.locator('.main-nav .menu > li.current-menu-ancestor > a').textContent()).toBe('Sesiones de fotos')
  })

  it('keeps the header at the top of the window while scrolling', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/sesiones-de-fotos-el-precio-del-profesional/')
    await page.mouse.wheel(0, 3000)
    await page.waitForFunction(() => window.scrollY > 1000)
    const top = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBe(0)
    expect(await page.locator('.site-header').isVisible()).toBe(true)
  })

  it('folds the menu behind a button at the tablet breakpoint', async () => {
    const page = await (await newContext(browser, base, 'tablet')).newPage()
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menú', exact: true })
    expect(await button.isVisible()).toBe(true)
    expect(await page.locator('#primary-menu').isVisible()).toBe(false)
    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('#primary-menu').getByRole('link', { name: 'Book de fotos' }).isVisible()).toBe(true)
    const desktop = await (await newContext(browser, base, 'desktop')).newPage()
    await desktop.goto('/')
    expect(await desktop.getByRole('button', { name: 'Menú', exact: true }).isVisible()).toBe(false)
  })

  it('without JavaScript, keeps the menu unfolded and lets the header scroll away on tablets and phones, not on desktops', async () => {
    for (const [viewport, sticks] of [
      ['mobile', false],
      ['tablet', false],
      ['desktop', true],
    ] as const) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: VIEWPORTS[viewport],
        locale: 'es-ES',
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto('/sesiones-de-fotos/')
      expect(
        await page.locator('#primary-menu').getByRole('link', { name: 'Book de fotos' }).first().isVisible(),
        viewport,
      ).toBe(true)
      await page.mouse.wheel(0, 1500)
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000)
      const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom)
      expect(headerBottom > 0, viewport).toBe(sticks)
      await context.close()
    }
  })

  it('shows the Spanish 404 page inside the site', async () => {
    const page = await (await newContext(browser, base)).newPage()
    const response = await page.goto('/esta-pagina-no-existe/')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES')
    expect(await page.locator('.site-header').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'página de inicio' }).getAttribute('href')).toBe('/')
  })

  it('loads a section background only when it comes within 200 px', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await page.goto('/book-de-fotos/')
    const height = 900
    // The hero is in view: its background is applied at once.
    await page.waitForSelector('section.has-bg.bg-loaded')
    const sections = page.locator('section.has-bg')
    const last = sections.nth((await sections.count()) - 1)
    const top = await last.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeGreaterThan(height + 400)
    const image = await last.evaluate((el) => getComputedStyle(el).getPropertyValue('--bg-image'))
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    // The 1600 px file (AVIF or WebP) is the background's alone: galleries use smaller sizes.
    const prefix = image.match(/\/wp-content\/uploads\/[^"]+-1600x\d+\./)![0]

    await page.evaluate((y) => window.scrollTo(0, y), top - height - 260)
    await page.waitForTimeout(400)
    expect(await last.evaluate((el) => el.classList.contains('bg-loaded'))).toBe(false)
    expect(requested.some((p) => p.startsWith(prefix))).toBe(false)

    await page.evaluate((y) => window.scrollTo(0, y), top - height - 150)
    await expect.poll(() => last.evaluate((el) => el.classList.contains('bg-loaded'))).toBe(true)
    await expect.poll(() => requested.some((p) => p.startsWith(prefix))).toBe(true)
  })
})
