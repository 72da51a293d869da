import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi } from './helpers/site'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { PAYLOAD_ENGLISH, USTED_FORMS } from './adminVoice/payloadEnglish'

const base = inject('baseUrl')
const EDITOR = { email: 'editora@revela.test', password: 'Retratos-de-otono-con-luz-2026', name: 'Editora de pruebas' }

type Found = { view: string; problem: string; where: string }

/**
 * What the person reads on the screen: visible text, and the placeholders, labels and titles of
 * visible elements. The owner's own words are left out (the editor's text, code editors' code,
 * form values), and so is the rich text's content: they are not the admin's voice.
 */
const readScreen = (page: Page) =>
  page.evaluate(() => {
    const own = '[contenteditable="true"], .monaco-editor, code, pre, input, textarea'
    const out: string[] = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || parent.closest(own) || parent.closest('script, style, noscript')) continue
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      out.push(text)
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      if (el.closest('.monaco-editor') || !el.checkVisibility()) continue
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name)?.trim()
        if (value) out.push(value)
      }
    }
    return out
  })

const wordPattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(${PAYLOAD_ENGLISH.join('|')})(?![\\p{L}\\p{N}_-])`, 'iu')
const ustedPattern = new RegExp(
  `(?<![\\p{L}])(${USTED_FORMS.map((f) => f.replace(/[?]/g, '\\$&')).join('|')})(?![\\p{L}])`,
  'iu',
)

/** Each English word and «usted» form on the screen, with the line it is in. */
async function listProblems(page: Page, view: string): Promise<Found[]> {
  const found: Found[] = []
  for (const raw of new Set(await readScreen(page))) {
    // A file's format as the library shows it («image/jpeg») is a name, not a word.
    const line = raw.replace(/\b(?:image|video|audio|application|text|font)\/[\w.+-]+/g, '')
    const english = line.match(wordPattern)
    if (english) found.push({ view, problem: `inglés «${english[1]}»`, where: raw.slice(0, 160) })
    const usted = line.match(ustedPattern)
    if (usted) found.push({ view, problem: `usted «${usted[1]}»`, where: raw.slice(0, 160) })
  }
  return found
}

/** Waits for a view to draw what it fetches (lists, the editor) before reading it. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
  await page
    .locator('.loading-overlay, .shimmer-effect')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined)
}

/**
 * Issue 31, done-when: every admin view an editor can open, read for Payload's English and its
 * «usted». An editor, not an administrator: what the studio's staff see.
 */
describe('the admin speaks one voice', () => {
  let browser: Browser
  let api: Awaited<ReturnType<typeof adminApi>>
  let editorId: number | undefined
  const made: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const res = await api('/api/users', { method: 'POST', body: JSON.stringify({ ...EDITOR, roles: ['editor'] }) })
    if (!res.ok) throw new Error(`No se ha creado la cuenta de editora: ${res.status} ${await res.text()}`)
    editorId = ((await res.json()) as { doc: { id: number } }).doc.id
  })
  afterAll(async () => {
    for (const path of made) await api(path, { method: 'DELETE' })
    if (editorId) await api(`/api/users/${editorId}`, { method: 'DELETE' })
    await browser?.close()
  })

  it('walks every view an editor can open and finds no English and no «usted»', { timeout: 600_000 }, async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    await signInToAdmin(page, EDITOR.email, EDITOR.password)
    const found: Found[] = []
    const visited: string[] = []
    const read = async (view: string) => {
      await settle(page)
      visited.push(view)
      found.push(...(await listProblems(page, view)))
    }

    await read('/admin')
    const links = await page
      .locator('nav a[href^="/admin/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))])
    const lists = links.filter((href) => /^\/admin\/collections\/[^/]+\/?$/.test(href))
    const globals = links.filter((href) => /^\/admin\/globals\/[^/]+\/?$/.test(href))
    // «Cerrar sesión» would end the walk.
    const others = links.filter(
      (href) => !lists.includes(href) && !globals.includes(href) && href !== '/admin' && !href.includes('logout'),
    )
    expect(lists.length, 'the menu lists the collections').toBeGreaterThan(5)

    for (const list of lists) {
      await page.goto(list)
      await read(list)
      // The list's «Columnas» and «Filtros» panels name every field an editor may pick.
      for (const toggle of ['.list-controls__toggle-columns', '.list-controls__toggle-where']) {
        const button = page.locator(toggle)
        if (!(await button.isVisible())) continue
        await button.click()
        if (toggle.endsWith('where'))
          await page
            .getByRole('button', { name: /filtro/i })
            .last()
            .click()
            .catch(() => undefined)
        await read(`${list} (${toggle.endsWith('columns') ? 'columnas' : 'filtros'})`)
        await button.click()
      }
      const first = page.locator('.table tbody tr td a[href^="/admin/collections/"]').first()
      if (await first.count()) {
        const href = await first.getAttribute('href')
        await page.goto(href!)
        await read(href!)
      }
    }
    for (const global of globals) {
      await page.goto(global)
      await read(global)
    }
    for (const other of [...others, '/admin/account', '/admin/importar-wordpress']) {
      await page.goto(other)
      await read(other)
    }
    // A new article: the empty editor's prompt, the new document's buttons.
    await page.goto('/admin/collections/posts/create')
    await settle(page)
    await keepScreenshot(page, 'admin-voice-new-article')
    await read('/admin/collections/posts/create')
    // An article the view may have saved as it opened (autosave) is taken away again.
    const id = /\/admin\/collections\/posts\/(\d+)/.exec(page.url())?.[1]
    if (id) made.push(`/api/posts/${id}`)

    expect(visited.length).toBeGreaterThan(20)
    const report = found.map((f) => `${f.view}: ${f.problem} en «${f.where}»`)
    expect(report, `vistas recorridas: ${visited.length}`).toEqual([])
    await context.close()
  })

  it('names the importer’s file fields in Spanish, whatever the browser’s language', async () => {
    // The importer is an administrator's page.
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
    // The importer's file fields are named in Spanish by the page, not by the browser's language
    // («Choose File», «No file chosen» in an English Chromium).
    await page.goto('/admin/importar-wordpress')
    await page.getByText('Elegir archivo…').first().waitFor({ timeout: 30_000 })
    expect(await listProblems(page, '/admin/importar-wordpress')).toEqual([])
    const nativeButtons = await page
      .locator('input[type="file"]')
      .evaluateAll((inputs) => inputs.filter((i) => i.getBoundingClientRect().width > 2).length)
    expect(nativeButtons, 'a native file button is visible').toBe(0)
    await page
      .getByLabel('Exportación de WordPress (.xml)')
      .setInputFiles({ name: 'sitio.WordPress.xml', mimeType: 'text/xml', buffer: Buffer.from('<rss/>') })
    await page.getByText('sitio.WordPress.xml').waitFor({ timeout: 10_000 })
    await keepScreenshot(page, 'admin-voice-importer-file')
    await context.close()
  })
})
