import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

describe('the admin', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('is in Spanish and refuses a wrong password', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill('no-es-la-clave')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText(/incorrect|inválid|no son correctos/i).first().waitFor({ timeout: 15_000 })).resolves.toBeUndefined()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
  })

  it('lets an editor change an article, and the site shows it once published', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })

    await page.goto('/admin/collections/posts/1965')
    const title = page.locator('input[name="title"]')
    await title.waitFor({ timeout: 30_000 })
    await title.fill('Sesiones de fotos: el precio del profesional (actualizado)')
    await page.getByRole('button', { name: /publicar cambios|publicar/i }).first().click()
    await page.getByText(/publicad|actualizad|guardad/i).first().waitFor({ timeout: 30_000 })

    // The published page is re-rendered on its next request; give the revalidation a moment.
    let html = ''
    for (let i = 0; i < 20; i++) {
      html = await (await fetch(`${base}/sesiones-de-fotos-el-precio-del-profesional/`)).text()
      if (html.includes('(actualizado)')) break
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(html).toContain('Sesiones de fotos: el precio del profesional (actualizado)')
  })
})
