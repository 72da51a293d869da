import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { nuErrors } from '../support/nuChecker'

import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')

/**
 * Valid HTML, as the W3C's Nu checker reads it: every page in the sitemap, the 404 page, and the
 * contact form's error state (the page answered to a form posted without JavaScript, and the page
 * as the form's script leaves it after an incomplete submit).
 */
describe('valid HTML (Nu HTML Checker)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it(
    'finds no error in the sitemap’s pages, the 404 page and the form’s error states',
    { timeout: 180_000 },
    async () => {
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
      expect(paths.length).toBeGreaterThan(10)
      const documents = await Promise.all(
        paths.map(async (path) => {
          const res = await fetch(base + path)
          expect(res.status, path).toBe(200)
          return { name: path, html: await res.text() }
        }),
      )
      const missing = await fetch(`${base}/no-existe-esta-pagina/`)
      expect(missing.status).toBe(404)
      documents.push({ name: '404', html: await missing.text() })

      // Without JavaScript: the page the server answers to an incomplete form.
      const noJs = await (
        await browser.newContext({ baseURL: base, javaScriptEnabled: false, locale: 'es-ES' })
      ).newPage()
      await noJs.goto('/contacto/')
      await noJs.fill('[name=your-name]', 'Marta')
      const [answer] = await Promise.all([
        noJs.waitForResponse((r) => r.request().method() === 'POST'),
        noJs.click('.wpcf7-submit'),
      ])
      documents.push({ name: 'formulario sin JavaScript, incompleto', html: await answer.text() })
      await noJs.context().close()

      // With JavaScript: the page as the form's script leaves it, tips and messages shown.
      const context = await newContext(browser, base)
      const page = await context.newPage()
      await page.goto('/contacto/')
      await page.check('[name=privacy]')
      await page.click('.wpcf7-submit')
      await page.waitForSelector('.wpcf7 form[data-status=invalid]')
      documents.push({
        name: 'formulario con JavaScript, incompleto',
        html: `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`,
      })
      await context.close()

      const errors = await nuErrors(documents)
      console.log(`[html] ${documents.length} documentos, ${errors.length} errores del Nu HTML Checker`)
      expect(errors.map((e) => `${e.document}:${e.line}: ${e.message} «${e.extract}»`)).toEqual([])
    },
  )
})
