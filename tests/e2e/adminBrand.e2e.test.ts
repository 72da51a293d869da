import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext, signInToAdmin, VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')
const studioName = 'Revela Estudio'

/** With SCREENSHOT_DIR set, keeps a picture of each screen for a person to look at. */
const snap = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `admin-${name}.png`) })
}

describe('the admin', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('asks no other host for anything (no Gravatar) and shows the studio, not Payload', async () => {
    const context = await newContext(browser, base)
    const requested: string[] = []
    context.on('request', (request) => void requested.push(request.url()))
    const elsewhere = () =>
      requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== new URL(base).origin)
    const page = await context.newPage()

    await page.setViewportSize(VIEWPORTS.mobile)
    await page.goto('/admin/login')
    const brand = page.locator('.login__brand h1')
    await brand.waitFor({ timeout: 30_000 })
    await snap(page, 'login-phone')
    await page.setViewportSize(VIEWPORTS.desktop)
    expect(await brand.textContent()).toBe(studioName)
    expect(await brand.locator('img').getAttribute('src')).toBe('/favicon.svg')
    // The tab's icon is the studio's, the same as the public site's: Payload's own icons are gone.
    expect(
      await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(['/favicon.svg'])
    await snap(page, 'login-desktop')

    await signInToAdmin(page, email, password)
    // The account button is drawn: whatever picture it asked for has been asked for by now.
    await page.locator('.app-header__account').waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(elsewhere()).toEqual([])
    const avatar = page.getByRole('link', { name: 'Cuenta' }).getByRole('img', { name: 'Tu cuenta: Administración' })
    await avatar.waitFor({ timeout: 30_000 })
    expect(await avatar.textContent()).toBe('A')
    expect(await page.locator('.app-header__account img').count()).toBe(0)
    expect(await page.locator('.step-nav__home img').getAttribute('src')).toBe('/favicon.svg')
    expect(await page.locator('.step-nav__home img').getAttribute('alt')).toBe(studioName)
    expect(await page.content()).not.toMatch(/gravatar/i)
    await snap(page, 'dashboard-desktop')

    await page.goto('/admin/account')
    await page.locator('input[name="name"]').waitFor({ timeout: 30_000 })
    await avatar.waitFor()
    await snap(page, 'account-desktop')
    await page.setViewportSize(VIEWPORTS.mobile)
    await page.goto('/admin')
    await avatar.waitFor({ timeout: 30_000 })
    await snap(page, 'dashboard-phone')
    await context.close()

    expect(elsewhere()).toEqual([])
    expect(requested.some((url) => url.endsWith('/favicon.svg'))).toBe(true)
    // Payload's generated Open Graph images, which would draw the icon server-side, are off: not found, not a 500.
    expect((await fetch(`${base}/api/og?title=Revela`)).status).toBe(404)
  })

  it('shows the logo uploaded in Ajustes del sitio on the login page, named for the studio', async () => {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#9c4221' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logotipo-estudio.png')
    form.append('_payload', JSON.stringify({ alt: 'Logotipo del estudio' }))
    const upload = await fetch(`${base}/api/media`, { method: 'POST', headers: auth, body: form })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; url: string } }
    const setLogo = (logo: number | null) =>
      fetch(`${base}/api/globals/site-settings`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ logo }),
      })
    try {
      expect((await setLogo(doc.id)).status).toBe(200)
      expect(doc.url).toMatch(/^\/wp-content\/uploads\//)
      // The login page is drawn in the browser from the server's component payload, so look with one.
      const context = await newContext(browser, base)
      const page = await context.newPage()
      await page.goto('/admin/login')
      const logo = page.locator('.login__brand h1 img')
      await logo.waitFor({ timeout: 30_000 })
      expect(await logo.getAttribute('src')).toBe(doc.url)
      expect(await logo.getAttribute('alt')).toBe(studioName)
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.login__brand h1 img')?.complete)
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400)
      await snap(page, 'login-logo-desktop')
      await context.close()
    } finally {
      await setLogo(null)
      await fetch(`${base}/api/media/${doc.id}`, { method: 'DELETE', headers: auth })
    }
  })
})
