import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext } from './helpers/browser'
import { adminApi, waitFor } from './helpers/site'

const base = inject('baseUrl')
const PAGES = ['/', '/sesiones-de-fotos-el-precio-del-profesional/', '/contacto/', '/politica-de-cookies/']
const GTM_ID = 'GTM-PRUEBA1'
const DAY_MS = 24 * 60 * 60 * 1000

type Admin = Awaited<ReturnType<typeof adminApi>>

/** Every request the context makes, by host; requests to other hosts are answered by `thirdParty` or refused. */
async function watchRequests(context: BrowserContext, thirdParty?: (url: URL) => string | null) {
  const hosts: string[] = []
  const own = new URL(base).host
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.host === own) return route.continue()
    hosts.push(url.host)
    const body = thirdParty?.(url)
    return body === null || body === undefined
      ? route.abort()
      : route.fulfill({ status: 200, contentType: 'text/javascript', body })
  })
  return hosts
}

/** The banner's first layer. */
const banner = (page: Page) => page.locator('#cc-main .cm')

/** The proof of consent stored for this browser's anonymous id. */
async function recordsOf(admin: Admin, page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'revela_consent')
  const id = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).consentId as string
  const { docs } = await (
    await admin(`/api/consent-records?where[consentId][equals]=${encodeURIComponent(id)}&depth=0`)
  ).json()
  return docs as { action: string; categories: string[]; revision: number }[]
}

// A tag manager stand-in: it records that it ran and, as Google Analytics would, sets its cookie.
const GTM_STAND_IN = `window.__gtmLoaded = (window.__gtmLoaded || 0) + 1; document.cookie = '_ga=GA1.1.12345.67890; path=/; max-age=63072000';`

describe('cookie consent', () => {
  let browser: Browser
  let admin: Admin

  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
  })
  afterAll(() => browser?.close())

  it('asks on every page before anything third-party loads or any cookie is set, with three buttons of equal weight', async () => {
    const context = await newContext(browser, base, 'desktop', { fresh: true })
    const hosts = await watchRequests(context)
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(banner(page).isVisible()).resolves.toBe(true)
    }
    expect(hosts).toEqual([])
    expect(await context.cookies()).toEqual([])

    const buttons = ['Aceptar todo', 'Rechazar todo', 'Configurar'].map((name) =>
      banner(page).getByRole('button', { name, exact: true }),
    )
    const looks = await Promise.all(
      buttons.map((b) =>
        b.evaluate((el) => {
          const s = getComputedStyle(el)
          return [s.fontSize, s.fontWeight, s.backgroundColor, s.color, el.getBoundingClientRect().height].join('|')
        }),
      ),
    )
    expect(new Set(looks).size).toBe(1)
    // Announced as a dialog with a name, reachable by keyboard, and clean for axe (WCAG 2.2 AA).
    const dialog = page.locator('#cc-main [role="dialog"]').first()
    expect((await dialog.getAttribute('aria-label')) ?? (await dialog.getAttribute('aria-labelledby'))).toBeTruthy()
    let reached = false
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await page.evaluate(() => !!document.activeElement?.closest('#cc-main'))
    }
    expect(reached).toBe(true)
    expect(await seriousViolations(page, { include: '#cc-main' })).toEqual([])
    await page.close()
    await context.close()
  })

  it('«Rechazar todo» is remembered for 365 days across pages, recorded as proof, and keeps everything off', async () => {
    const context = await newContext(browser, base, 'desktop', { fresh: true })
    const hosts = await watchRequests(context)
    const page = await context.newPage()
    await page.goto(PAGES[1]!)
    await page.waitForLoadState('networkidle')
    await banner(page).getByRole('button', { name: 'Rechazar todo', exact: true }).click()
    await banner(page).waitFor({ state: 'hidden' })

    const cookie = (await context.cookies()).find((c) => c.name === 'revela_consent')!
    expect(cookie).toBeDefined()
    expect(Math.abs(cookie.expires * 1000 - (Date.now() + 365 * DAY_MS))).toBeLessThan(DAY_MS)
    expect(JSON.parse(decodeURIComponent(cookie.value)).categories).toEqual(['necessary'])

    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(banner(page).isVisible()).resolves.toBe(false)
    }
    expect(hosts).toEqual([])
    expect((await context.cookies()).map((c) => c.name)).toEqual(['revela_consent'])
    const records = await waitFor(
      async () => ((await recordsOf(admin, page)).length ? recordsOf(admin, page) : null),
      'el registro del consentimiento',
    )
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ action: 'reject-all', categories: ['necessary'] })
    await context.close()
  })

  it('«Aceptar todo» loads the tag manager with consent granted; withdrawing it stops the tags and deletes their cookies', async () => {
    await admin('/api/globals/site-settings', {
      method: 'POST',
      body: JSON.stringify({ gtmId: GTM_ID, crossDomains: ['reservas.revela.example'] }),
    })
    try {
      const context = await newContext(browser, base, 'desktop', { fresh: true })
      const hosts = await watchRequests(context, (url) =>
        url.host === 'www.googletagmanager.com' && url.pathname === '/gtm.js' ? GTM_STAND_IN : null,
      )
      const page = await context.newPage()
      // The settings change re-renders the pages; wait until they carry the container.
      await waitFor(async () => {
        await page.goto(PAGES[1]!)
        return (await page.content()).includes(GTM_ID)
      }, 'las páginas con el contenedor configurado')
      await page.waitForLoadState('networkidle')
      expect(hosts).toEqual([])

      await banner(page).getByRole('button', { name: 'Aceptar todo', exact: true }).click()
      await waitFor(
        () => page.evaluate(() => (window as unknown as { __gtmLoaded?: number }).__gtmLoaded),
        'el gestor de etiquetas',
      )
      expect(hosts).toContain('www.googletagmanager.com')
      const layer = await page.evaluate(
        () => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as unknown[][],
      )
      const consent = layer.filter(
        (entry) => Array.isArray(entry) || (entry as { 0?: string })[0] === 'consent',
      ) as unknown as [string, string, Record<string, string>][]
      const commands = consent.map((c) => [c[0], c[1], c[2]])
      expect(commands).toContainEqual([
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ])
      expect(commands).toContainEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
      ])
      expect(commands.findIndex((c) => c[1] === 'default')).toBeLessThan(commands.findIndex((c) => c[1] === 'update'))
      expect(JSON.stringify(layer)).toContain('reservas.revela.example')
      expect(JSON.stringify(layer)).toContain('"analytics_region":"DE"')
      expect((await context.cookies()).map((c) => c.name)).toContain('_ga')

      // Withdrawal from the footer's link: analytics and marketing off, saved.
      await page.getByRole('link', { name: 'Configurar cookies' }).click()
      const preferences = page.locator('#cc-main .pm')
      await preferences.waitFor()
      await page.getByRole('button', { name: 'Rechazar todo', exact: true }).last().click()
      await page.waitForLoadState('networkidle')
      await waitFor(async () => !(await context.cookies()).some((c) => c.name === '_ga'), 'el borrado de la cookie _ga')
      const loadsBefore = hosts.length
      await page.goto(PAGES[0]!)
      await page.waitForLoadState('networkidle')
      expect(hosts.length).toBe(loadsBefore)
      expect(await page.evaluate(() => (window as unknown as { __gtmLoaded?: number }).__gtmLoaded)).toBeUndefined()
      const records = await recordsOf(admin, page)
      expect(records.map((r) => r.action).sort()).toEqual(['accept-all', 'reject-all'])
      await context.close()
    } finally {
      await admin('/api/globals/site-settings', {
        method: 'POST',
        body: JSON.stringify({ gtmId: '', crossDomains: [] }),
      })
    }
  })

  it('the cookie policy lists the declared cookies and its button reopens the choice', async () => {
    const context = await newContext(browser, base, 'desktop', { fresh: true })
    const page = await context.newPage()
    await page.goto('/politica-de-cookies/')
    await page.waitForLoadState('networkidle')
    const names = await page.$$eval('main table tbody tr th, main table tbody tr td:first-child', (cells) =>
      cells.map((c) => c.textContent?.trim()),
    )
    for (const name of ['revela_consent', '_ga', '_ga_*', '_gcl_*']) expect(names).toContain(name)
    await banner(page).getByRole('button', { name: 'Rechazar todo', exact: true }).click()
    await banner(page).waitFor({ state: 'hidden' })
    await page.locator('main').getByRole('button', { name: 'Configurar cookies' }).click()
    await page.locator('#cc-main .pm').waitFor({ state: 'visible' })
    await context.close()
  })
})
