import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { TAB_ANIMATION_MS } from '@/lib/constants'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'
import { adminApi } from './helpers/site'

const base = inject('baseUrl')
/** The tabs of /sesiones-de-fotos/, none chosen to open first. */
const TITLES = ['Retrato', 'Familia', 'Embarazo y recién nacido', 'Corporativa', 'Book']

type Viewport = keyof typeof VIEWPORTS

/** Opens a page at a breakpoint and waits for its first tabs block's script to have started. */
async function openTabs(
  browser: Browser,
  viewport: Viewport,
  { path = '/sesiones-de-fotos/', reducedMotion = false } = {},
) {
  const page = await (await newContext(browser, base, viewport)).newPage()
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  const tabs = page.locator('[data-tabs]').first()
  await tabs.and(page.locator('[data-tabs-ready]')).waitFor()
  return { page, tabs }
}

/** The ids of the panels shown. */
const openPanels = (tabs: Locator) =>
  tabs.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>(':scope > .block-tabs__panel')]
      .filter((p) => p.checkVisibility())
      .map((p) => p.id),
  )

const selectedTab = (tabs: Locator) => tabs.locator('[role="tab"][aria-selected="true"]').textContent()

/** The panel a tab or accordion heading controls. */
const panelOf = async (tabs: Locator, control: Locator) =>
  tabs.locator(`#${await control.getAttribute('aria-controls')}`)

describe('nested tabs', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each<Viewport>(['desktop', 'tablet'])(
    'opens the first tab and switches on click, one panel at a time, at %s',
    async (viewport) => {
      const { tabs } = await openTabs(browser, viewport)
      const list = tabs.getByRole('tablist')
      expect(await list.isVisible()).toBe(true)
      expect(await list.getByRole('tab').allTextContents()).toEqual(TITLES)
      expect(await selectedTab(tabs)).toBe('Retrato')
      const first = await panelOf(tabs, list.getByRole('tab', { name: 'Retrato' }))
      expect(await openPanels(tabs)).toEqual([await first.getAttribute('id')])
      expect(await first.getAttribute('role')).toBe('tabpanel')

      const familia = list.getByRole('tab', { name: 'Familia' })
      await familia.click()
      expect(await familia.getAttribute('aria-selected')).toBe('true')
      expect(await selectedTab(tabs)).toBe('Familia')
      expect(await openPanels(tabs)).toEqual([await familia.getAttribute('aria-controls')])
      // The accordion's headings belong to phones.
      expect(await tabs.locator('.block-tabs__toggle').first().isVisible()).toBe(false)
    },
  )

  it('moves with the arrow keys (wrapping), Home and End, selecting the tab it reaches', async () => {
    const { page, tabs } = await openTabs(browser, 'desktop')
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true })
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await tab('Retrato').focus()
    for (const [key, expected] of [
      ['ArrowRight', 'Familia'],
      ['ArrowLeft', 'Retrato'],
      ['ArrowLeft', 'Book'],
      ['ArrowRight', 'Retrato'],
      ['End', 'Book'],
      ['Home', 'Retrato'],
      ['ArrowRight', 'Familia'],
      ['ArrowRight', 'Embarazo y recién nacido'],
    ] as const) {
      await page.keyboard.press(key)
      expect(await focused()).toBe(expected)
      expect(await selectedTab(tabs)).toBe(expected)
      expect(await openPanels(tabs)).toEqual([await tab(expected).getAttribute('aria-controls')])
    }
    // Roving tabindex: only the selected tab is a tab stop, and Tab goes on to its panel.
    expect(await tabs.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['Embarazo y recién nacido'])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await tab('Embarazo y recién nacido').getAttribute('aria-controls'),
    )
  })

  it(`fades the new panel in over ${TAB_ANIMATION_MS} ms`, async () => {
    const { page, tabs } = await openTabs(browser, 'desktop')
    const familia = tabs.getByRole('tab', { name: 'Familia' })
    const panel = await panelOf(tabs, familia)
    await familia.click()
    expect(await panel.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().duration))).toEqual(
      [TAB_ANIMATION_MS],
    )
    await page.waitForTimeout(100)
    expect(Number(await panel.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1)
    await page.waitForTimeout(TAB_ANIMATION_MS)
    expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0)
    expect(await panel.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  })

  it('switches without animation when the system asks for reduced motion', async () => {
    const { tabs } = await openTabs(browser, 'desktop', { reducedMotion: true })
    const familia = tabs.getByRole('tab', { name: 'Familia' })
    await familia.click()
    const panel = await panelOf(tabs, familia)
    expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0)
    expect(await panel.isVisible()).toBe(true)
  })

  it('is an accordion on phones: one panel open at a time, and the open one can be closed', async () => {
    const { tabs } = await openTabs(browser, 'mobile')
    expect(await tabs.getByRole('tablist').count()).toBe(0)
    const headings = tabs.locator('.block-tabs__toggle')
    expect(await headings.allTextContents()).toEqual(TITLES)
    expect(await headings.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ])

    const retrato = tabs.getByRole('button', { name: 'Retrato', exact: true })
    const familia = tabs.getByRole('button', { name: 'Familia', exact: true })
    const first = await panelOf(tabs, retrato)
    expect(await openPanels(tabs)).toEqual([await first.getAttribute('id')])
    // Each panel follows its own heading, and is named by it.
    expect(await first.evaluate((el) => el.previousElementSibling?.textContent)).toBe('Retrato')
    expect(await first.getAttribute('role')).toBeNull()
    expect(await first.getAttribute('aria-labelledby')).toBe(await retrato.getAttribute('id'))

    await familia.click()
    expect(await familia.getAttribute('aria-expanded')).toBe('true')
    expect(await retrato.getAttribute('aria-expanded')).toBe('false')
    expect(await openPanels(tabs)).toEqual([await familia.getAttribute('aria-controls')])

    await familia.click()
    expect(await familia.getAttribute('aria-expanded')).toBe('false')
    expect(await openPanels(tabs)).toEqual([])

    await familia.click()
    expect(await openPanels(tabs)).toEqual([await familia.getAttribute('aria-controls')])
  })

  it('shows every panel under its title without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORTS.desktop,
      locale: 'es-ES',
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto('/sesiones-de-fotos/')
    const tabs = page.locator('[data-tabs]').first()
    expect((await openPanels(tabs)).length).toBe(TITLES.length)
    // Each title is a heading, not a button that would do nothing without JavaScript.
    expect(
      await tabs
        .locator('.block-tabs__heading')
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).checkVisibility() && el.textContent?.trim())),
    ).toEqual(TITLES)
    expect(await tabs.getByRole('button').count()).toBe(0)
    expect(await tabs.locator('[role="tablist"]').isVisible()).toBe(false)
    await context.close()
  })

  describe('anchors (#familia)', () => {
    /** Whether an element shows whole in the window, below the sticky header. */
    const inView = (locator: Locator) =>
      locator.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
        return box.top >= header - 1 && box.bottom <= innerHeight && box.height > 0
      })

    it.each<Viewport>(['desktop', 'mobile'])(
      'an address naming a tab opens it and shows it below the header, at %s',
      async (viewport) => {
        const { page, tabs } = await openTabs(browser, viewport, { path: '/sesiones-de-fotos/#familia' })
        const familia = page.locator('#familia')
        await expect.poll(() => familia.isVisible()).toBe(true)
        expect(await openPanels(tabs)).toEqual(['familia'])
        if (viewport === 'mobile') {
          const heading = tabs.getByRole('button', { name: 'Familia', exact: true })
          expect(await heading.getAttribute('aria-expanded')).toBe('true')
          await expect.poll(() => inView(heading)).toBe(true)
        } else {
          expect(await selectedTab(tabs)).toBe('Familia')
          await expect.poll(() => inView(tabs.getByRole('tablist'))).toBe(true)
        }
      },
    )

    it('a link on the page opens its tab, scrolls to it and gives it the focus; a new fragment opens another', async () => {
      const { page, tabs } = await openTabs(browser, 'desktop')
      await page.evaluate(() => {
        const a = document.createElement('a')
        a.href = '#corporativa'
        a.textContent = 'Precios para empresas'
        document.querySelector('main')!.prepend(a)
      })
      await page.getByRole('link', { name: 'Precios para empresas' }).click()
      expect(await selectedTab(tabs)).toBe('Corporativa')
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('corporativa')
      expect(await page.evaluate(() => location.hash)).toBe('#corporativa')
      await expect.poll(() => inView(tabs.getByRole('tablist'))).toBe(true)

      await page.evaluate(() => (location.hash = 'book'))
      await expect.poll(() => selectedTab(tabs)).toBe('Book')
      expect(await openPanels(tabs)).toEqual(['book'])
    })

    it.each<Viewport>(['desktop', 'mobile'])(
      'without JavaScript, the address jumps to the panel with its title in view, at %s',
      async (viewport) => {
        const context = await browser.newContext({
          baseURL: base,
          viewport: VIEWPORTS[viewport],
          locale: 'es-ES',
          javaScriptEnabled: false,
        })
        const page = await context.newPage()
        await page.goto('/sesiones-de-fotos/#book')
        const title = page.locator('[data-tabs] .block-tabs__heading', { hasText: /^Book$/ })
        expect(await inView(title)).toBe(true)
        await context.close()
      },
    )
  })

  describe('as an editor sets it up', () => {
    const items = (prefix: string) =>
      ['Uno', 'Dos', 'Tres'].map((title) => ({
        title: `${prefix} ${title}`,
        blocks: [{ blockType: 'heading', text: `Contenido ${prefix} ${title}`, level: '2' }],
      }))
    const path = '/pestanas-prueba/'

    beforeAll(async () => {
      const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
      const response = await api('/api/pages', {
        method: 'POST',
        body: JSON.stringify({
          title: 'Pestañas de prueba',
          slug: 'pestanas-prueba',
          _status: 'published',
          layout: [
            { blockType: 'tabs', label: 'Elegida', items: items('A'), activeItemIndex: 3, instant: true },
            { blockType: 'tabs', label: 'Fuera de rango', items: items('B'), activeItemIndex: 9 },
          ],
        }),
      })
      if (!response.ok) throw new Error(`pages: ${response.status} ${await response.text()}`)
    })

    it('opens the tab the editor chose (counted from 1), or the first when there is no such tab', async () => {
      const { page } = await openTabs(browser, 'desktop', { path })
      const [chosen, outOfRange] = [page.locator('[data-tabs]').nth(0), page.locator('[data-tabs]').nth(1)]
      expect(await chosen.getByRole('tablist').getAttribute('aria-label')).toBe('Elegida')
      expect(await selectedTab(chosen)).toBe('A Tres')
      expect(await chosen.getByRole('heading', { name: 'Contenido A Tres' }).isVisible()).toBe(true)
      expect(await selectedTab(outOfRange)).toBe('B Uno')
    })

    it('refuses an anchor that could not be a link, saying what is allowed', async () => {
      const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
      const response = await api('/api/pages', {
        method: 'POST',
        body: JSON.stringify({
          title: 'Ancla mala',
          slug: 'ancla-mala',
          layout: [{ blockType: 'tabs', items: [{ title: 'Uno', anchor: 'dos palabras' }] }],
        }),
      })
      expect(response.status).toBe(400)
      // Payload's answer names the field; the admin shows the rule's own message beside it.
      expect(await response.text()).toContain('Ancla (id)')
    })

    it('switches at once when «Mostrar sin animación» is on', async () => {
      const { tabs } = await openTabs(browser, 'desktop', { path })
      const tab = tabs.getByRole('tab', { name: 'A Uno' })
      await tab.click()
      const panel = await panelOf(tabs, tab)
      expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0)
      expect(await panel.isVisible()).toBe(true)
    })
  })

  it.each<Viewport>(['desktop', 'mobile'])('has no serious or critical axe violations at %s', async (viewport) => {
    const { page } = await openTabs(browser, viewport)
    expect(await seriousViolations(page, { include: '[data-tabs]' })).toEqual([])
  })
})
