import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { shareUrl } from '@/blocks/ShareButtons/core/shareUrl'

import { launchBrowser, newContext, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const TITLE = 'Sesiones de fotos: el precio del profesional'
const NAMES: [network: string, name: string][] = [
  ['facebook', 'Compartir en Facebook (se abre en una pestaña nueva)'],
  ['x-twitter', 'Compartir en X (se abre en una pestaña nueva)'],
  ['whatsapp', 'Compartir en WhatsApp (se abre en una pestaña nueva)'],
  ['pinterest', 'Compartir en Pinterest (se abre en una pestaña nueva)'],
  ['linkedin', 'Compartir en LinkedIn (se abre en una pestaña nueva)'],
  ['telegram', 'Compartir en Telegram (se abre en una pestaña nueva)'],
  ['email', 'Compartir por correo electrónico'],
]

/** Requests to any host but the site's, recorded and answered with an empty page (never sent). */
async function foreignRequests(context: BrowserContext): Promise<string[]> {
  const seen: string[] = []
  const own = new URL(base).host
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.host === own) return route.continue()
    seen.push(url.href)
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>red</title>' })
  })
  return seen
}

/** A Web Share API that records what it is given; `false` takes the browser's own away. */
const stubShare = (context: BrowserContext, present: boolean) =>
  context.addInitScript((present) => {
    const shared: unknown[] = []
    Object.defineProperty(window, '__shared', { value: shared })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: present ? (data: unknown) => (shared.push(data), Promise.resolve()) : undefined,
    })
  }, present)

describe('share buttons after an article', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: plain links with encoded URLs and Spanish names, nothing requested from a network on load',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const foreign = await foreignRequests(context)
      const page = await context.newPage()
      await page.goto(ARTICLE)
      await page.waitForLoadState('networkidle')
      const group = page.getByRole('group', { name: 'Comparte este artículo' })
      expect(await group.getAttribute('data-share-url')).toBe(`${base}${ARTICLE}`)
      const title = (await group.getAttribute('data-share-title'))!
      expect(title).toContain(TITLE)

      for (const [network, name] of NAMES) {
        const link = group.getByRole('link', { name, exact: true })
        expect(await link.isVisible()).toBe(true)
        const href = (await link.getAttribute('href'))!
        const image = network === 'pinterest' ? new URL(href).searchParams.get('media') : null
        expect(href).toBe((shareUrl(network, { url: `${base}${ARTICLE}`, title, image }) as { href: string }).href)
        if (network === 'email') {
          expect(await link.getAttribute('target')).toBeNull()
        } else {
          expect(await link.getAttribute('target')).toBe('_blank')
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
        }
      }
      // Glyphs are inline and silent; no script, frame or image of a network is on the page.
      expect(await group.locator('svg:not([aria-hidden="true"])').count()).toBe(0)
      expect(foreign).toEqual([])
      expect(context.pages()).toHaveLength(1)
      await context.close()
    },
  )

  it('opens the network in a new tab only when clicked, without the opener', async () => {
    const context = await newContext(browser, base, 'desktop')
    const foreign = await foreignRequests(context)
    const page = await context.newPage()
    await page.goto(ARTICLE)
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Compartir en Facebook (se abre en una pestaña nueva)' }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${base}${ARTICLE}`)}`)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(foreign.map((u) => new URL(u).host)).toEqual(['www.facebook.com'])
    await context.close()
  })

  it.each([
    ['mobile', true, true],
    ['tablet', true, true],
    ['desktop', true, false],
    ['mobile', false, false],
  ] as const)('%s with Web Share API %s: «Compartir…» shown → %s', async (viewport, hasShare, shown) => {
    const context = await newContext(browser, base, viewport)
    await stubShare(context, hasShare)
    const page = await context.newPage()
    await page.goto(ARTICLE)
    const group = page.getByRole('group', { name: 'Comparte este artículo' })
    const button = group.getByRole('button', { name: 'Compartir…' })
    if (shown) {
      await button.waitFor({ state: 'visible' })
      await button.click()
      const shared = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)
      expect(shared).toEqual([{ title: await group.getAttribute('data-share-title'), url: `${base}${ARTICLE}` }])
    } else {
      // Give the script time to run: the button must stay hidden after it has.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      expect(await button.count()).toBe(0)
    }
    await context.close()
  })

  it('works without JavaScript: the links are there, the «Compartir…» button is not', async () => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORTS.mobile,
      locale: 'es-ES',
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(ARTICLE)
    const group = page.getByRole('group', { name: 'Comparte este artículo' })
    expect(await group.getByRole('link').count()).toBe(NAMES.length)
    expect(await group.getByRole('button', { name: 'Compartir…' }).count()).toBe(0)
    await context.close()
  })

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    '%s: the buttons pass axe (WCAG 2.2 AA) and are at least 24 × 24 px',
    async (viewport) => {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await page.goto(ARTICLE)
      const results = await new AxeBuilder({ page })
        .include('.share-buttons')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      )
      const sizes = await page
        .locator('.share-buttons a')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)))
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24)
      await context.close()
    },
  )
})
