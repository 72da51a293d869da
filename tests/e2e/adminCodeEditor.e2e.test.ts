import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { addBlock } from './helpers/addBlock'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { waitFor } from './helpers/site'

const base = inject('baseUrl')

/**
 * The admin's code editor (the «Fragmento HTML» block's field, Payload's Monaco): it used to be
 * fetched from a CDN, which the admin's CSP blocks, so the field never appeared. Now it comes from
 * the site itself (second review, finding 8).
 */
describe('the code editor in the admin', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })

  it('opens from this site, with nothing fetched elsewhere and no CSP refusal, and what the owner types reaches the page', async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    const elsewhere: string[] = []
    const refused: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith('data:') && !request.url().startsWith('blob:'))
        elsewhere.push(request.url())
    })
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
    })
    await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
    await page.goto('/admin/collections/pages/create')
    const title = page.locator('input[name="title"]')
    await title.waitFor({ timeout: 30_000 })
    await title.fill('Fragmento de prueba')
    await addBlock(page, 'Fragmento HTML')
    const editor = page.locator('.monaco-editor').first()
    await editor.waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.type('<p class="fragmento">Hola desde el editor de código</p>')
    // Monaco draws spaces as no-break spaces.
    await expect
      .poll(async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' '), { timeout: 10_000 })
      .toContain('Hola desde el editor de código')
    await keepScreenshot(page, 'admin-code-editor')
    await page.getByRole('button', { name: 'Publicar cambios' }).click()
    await page
      .getByText(/publicad|actualiz/i)
      .first()
      .waitFor({ timeout: 30_000 })
    const html = await waitFor(async () => {
      const res = await fetch(`${base}/fragmento-de-prueba/`)
      const text = res.ok ? await res.text() : ''
      return text.includes('Hola desde el editor de código') ? text : null
    }, 'la página publicada con el fragmento')
    expect(html).toContain('Hola desde el editor de código')
    expect(elsewhere).toEqual([])
    expect(refused).toEqual([])
    // Monaco's files are this site's, cached for good under the installed version.
    const scriptUrl = await page.evaluate(() =>
      [...document.scripts].map((s) => s.src).find((src) => src.includes('/vendor/monaco/')),
    )
    expect(scriptUrl).toMatch(/\/vendor\/monaco\/\d+\.\d+\.\d+\/vs\/[\w/.-]+\.js$/)
    const script = await fetch(scriptUrl!)
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toContain('immutable')
    // Nothing else of the package, nor anything outside it, answers there.
    for (const path of [
      '/vendor/monaco/0.0.0/vs/loader.js',
      '/vendor/monaco/x/vs/..%2F..%2Fpackage.json',
      '/vendor/monaco/x/vs/loader.sh',
    ])
      expect((await fetch(base + path)).status, path).toBe(404)
    await context.close()
  }, 120_000)
})
