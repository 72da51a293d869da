import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi } from './helpers/site'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin, type VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

const TITLE = 'Otoño móvil'
const LABEL = 'Otoño'

type Api = Awaited<ReturnType<typeof adminApi>>
type Header = { items: { label: string; reference?: { value: unknown } | null }[] }

const header = async (api: Api) => (await (await api('/api/globals/header?depth=0')).json()) as Header

/**
 * Issue 31, point 1. Two pages of one title: the published one, and the half-made draft «Crear» left
 * (no address yet). The owner adds a menu item and opens the picker: only the published one is offered.
 */
describe('the menu’s page picker', () => {
  let browser: Browser
  let api: Api
  let published: number
  let draft: number
  let itemsBefore: Header['items']

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
    itemsBefore = (await header(api)).items
    const make = async (body: object, query = '') => {
      const res = await api(`/api/pages${query}`, { method: 'POST', body: JSON.stringify(body) })
      if (!res.ok) throw new Error(`No se ha creado la página: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { doc: { id: number } }).doc.id
    }
    published = await make({ title: TITLE, slug: 'otono-movil', _status: 'published', layout: [] })
    // What «Crear» saves the moment it opens, then the title typed into it (an autosave): a draft
    // whose stored row has no title or slug yet, only its latest version.
    draft = await make({ _status: 'draft' }, '?draft=true')
    const typed = await api(`/api/pages/${draft}?draft=true&autosave=true`, {
      method: 'PATCH',
      body: JSON.stringify({ title: TITLE, _status: 'draft' }),
    })
    if (!typed.ok) throw new Error(`No se ha guardado el título del borrador: ${typed.status} ${await typed.text()}`)
  })
  afterAll(async () => {
    await api('/api/globals/header', { method: 'POST', body: JSON.stringify({ items: itemsBefore }) })
    for (const id of [published, draft]) if (id) await api(`/api/pages/${id}`, { method: 'DELETE' })
    await browser?.close()
  })

  /** A new menu item named LABEL, its picker open: the list of pages in a drawer. */
  async function openPicker(page: Page) {
    await page.goto('/admin/globals/header')
    const add = page.getByRole('button', { name: /Añadir elemento/i }).last()
    await add.waitFor({ timeout: 30_000 })
    const rows = await page
      .locator('input[name^="items."]')
      .evaluateAll((els) => els.filter((el) => /^items\.\d+\.label$/.test(el.getAttribute('name') ?? '')).length)
    await add.click()
    await page.locator(`input[name="items.${rows}.label"]`).fill(LABEL)
    await page.locator(`#field-items__${rows}__reference`).click()
    const drawer = page.locator('.list-drawer:visible')
    await drawer.getByPlaceholder(/Buscar/).fill(TITLE)
    await expect
      .poll(() => drawer.locator('tbody tr', { hasText: TITLE }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0)
    return { drawer, row: rows }
  }

  for (const viewport of ['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])
    it(`offers only the published page, with its address and status, puts it in the menu, and refuses it with what to do once withdrawn (${viewport})`, async () => {
      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await signInToAdmin(page, email, password)
      const { drawer, row } = await openPicker(page)
      // The half-made draft of the same title is not offered: it could not be saved in the menu.
      const rows = drawer.locator('tbody tr', { hasText: TITLE })
      await expect(rows.count()).resolves.toBe(1)
      // The row says where it is and that visitors see it.
      await expect(rows.innerText()).resolves.toMatch(/otono-movil[\s\S]*Publicad/)
      await expect(
        page.getByText('Aquí solo aparecen las páginas y los artículos publicados').first().isVisible(),
      ).resolves.toBe(true)
      // On the screen, a phone's too: the status is not in a column run off the right edge.
      const beyond = await rows
        .locator('td', { hasText: /Publicad/ })
        .evaluate((td) => Math.round(td.getBoundingClientRect().right - innerWidth))
      expect(beyond, 'px of the status beyond the screen').toBeLessThanOrEqual(0)
      await keepScreenshot(page, `menu-picker-${viewport}`)

      await rows
        .getByRole('button', { name: TITLE })
        .or(rows.getByRole('link', { name: TITLE }))
        .first()
        .click()
      await drawer.waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: 'Guardar', exact: true }).click()
      await expect
        .poll(async () => (await header(api)).items.find((i) => i.label === LABEL)?.reference?.value, {
          timeout: 30_000,
        })
        .toBe(published)
      await expect
        .poll(async () => (await (await fetch(`${base}/sobre-nosotros/`)).text()).includes('href="/otono-movil/"'), {
          timeout: 30_000,
        })
        .toBe(true)
      await keepScreenshot(page, `menu-picker-saved-${viewport}`)
      expect(await page.locator('body').innerText()).not.toContain('/null/')

      // Withdrawn since: its row says so, and the menu is not saved with it until it is published
      // again or another page chosen.
      const withdrawn = await api(`/api/pages/${published}`, {
        method: 'PATCH',
        body: JSON.stringify({ _status: 'draft' }),
      })
      expect(withdrawn.ok).toBe(true)
      try {
        await page.reload()
        await page
          .getByText(`${LABEL} → /otono-movil/ (sin publicar: los visitantes no lo ven)`)
          .waitFor({ timeout: 30_000 })
        await page.locator(`input[name="items.${row}.label"]`).fill(`${LABEL} ya`)
        await page.getByRole('button', { name: 'Guardar', exact: true }).click()
        await page
          .getByText(/«Otoño móvil» está sin publicar.*Publícala primero o elige una página publicada/)
          .first()
          .waitFor({ timeout: 30_000 })
        expect((await header(api)).items.map((i) => i.label)).not.toContain(`${LABEL} ya`)
        await keepScreenshot(page, `menu-picker-withdrawn-refused-${viewport}`)
        expect(await page.locator('body').innerText()).not.toContain('/null/')
      } finally {
        await api(`/api/pages/${published}`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
        await api('/api/globals/header', { method: 'POST', body: JSON.stringify({ items: itemsBefore }) })
      }
      await context.close()
    }, 120_000)

  it('refuses a draft through the API too, with the same words', async () => {
    const items = [
      ...itemsBefore,
      { label: LABEL, type: 'reference', reference: { relationTo: 'pages', value: draft } },
    ]
    const res = await api('/api/globals/header', { method: 'POST', body: JSON.stringify({ items }) })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/«Otoño móvil» está sin publicar/)
    expect((await header(api)).items.map((i) => i.label)).not.toContain(LABEL)
  })
})
