import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext, signInToAdmin } from './helpers/browser'

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
    await expect(
      page
        .getByText(/incorrect|inválid|no son correctos/i)
        .first()
        .waitFor({ timeout: 15_000 }),
    ).resolves.toBeUndefined()
    expect(await page.getAttribute('html', 'lang')).toBe('es')
  })

  it('lets an editor change an article, and the site shows it once published', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)

    // Another article than 1965, whose exact title other tests check.
    await page.goto('/admin/collections/posts/1940')
    const title = page.locator('input[name="title"]')
    await title.waitFor({ timeout: 30_000 })
    // Typed, then published once the admin has taken it in (its autosave of the new title): a click
    // in the same instant as the typing could publish the form as it was (seen once on a busy machine).
    const autosaved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('autosave=true'),
      { timeout: 15_000 },
    )
    await title.fill('Luz natural o luz de estudio: cuál elegir (actualizado)')
    await autosaved
    await page
      .getByRole('button', { name: /publicar cambios|publicar/i })
      .first()
      .click()
    await page
      .getByText(/publicad|actualizad|guardad/i)
      .first()
      .waitFor({ timeout: 30_000 })

    // The published page is re-rendered on its next request; give the revalidation a moment.
    let html = ''
    for (let i = 0; i < 20; i++) {
      html = await (await fetch(`${base}/luz-natural-o-luz-de-estudio-cual-elegir/`)).text()
      if (html.includes('(actualizado)')) break
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(html).toContain('Luz natural o luz de estudio: cuál elegir (actualizado)')
    // The blog's list shows the new title too.
    let list = ''
    for (let i = 0; i < 20; i++) {
      list = await (await fetch(`${base}/blog/`)).text()
      if (list.includes('(actualizado)')) break
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(list).toContain('Luz natural o luz de estudio: cuál elegir (actualizado)')
  })

  it('previews a contact form as it is written and points at a tag it does not know', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)

    await page.goto('/admin/collections/forms/1')
    const preview = page.locator('.revela-form-preview')
    await preview.locator('input[name="your-name"]').waitFor({ timeout: 30_000 })
    expect(await preview.locator('.wpcf7-submit').getAttribute('value')).toBe('Enviar')

    const template = page.locator('textarea#field-template')
    await template.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type('\n[tex* mal]')
    const alert = page.locator('section[aria-labelledby="form-preview-title"] [role="alert"]')
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toContain('[tex* mal]')
  })

  it('lists the messages received, with a CSV export', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)
    await page.goto('/admin/collections/form-submissions')
    const link = page.getByRole('link', { name: 'Exportar CSV' })
    await link.waitFor({ timeout: 30_000 })
    expect(await link.getAttribute('href')).toBe('/api/form-submissions/export.csv')
  })
})
