import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi } from './helpers/site'
import { addBlock } from './helpers/addBlock'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

const TITLE = 'Sesiones en exterior'
const PATH = '/sesiones-en-exterior/'
const MENU_LABEL = 'Exterior'

/**
 * Picks photos already in the library through «Elegir de la biblioteca», found by their title in the
 * drawer's search (the library's first page holds whatever was uploaded last). Several go into a
 * gallery one after another, each added to those already chosen.
 */
async function chooseExisting(page: Page, index: number, photos: { title: string; file: string }[]) {
  for (const { title, file } of photos) {
    // The draft saves itself shortly after each change; let that settle before the drawer opens.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await page.getByRole('button', { name: 'Elegir de la biblioteca' }).nth(index).click()
    // The library's list, by its heading (other drawers may be in the page too).
    const drawer = page.locator('.drawer__content', { has: page.getByRole('heading', { name: 'Medios', exact: true }) })
    await drawer.getByPlaceholder(/Buscar/).fill(title)
    // The file's name is the row's button (its accessible name also holds the thumbnail's text).
    const name = drawer.getByText(file, { exact: true })
    await name.waitFor({ timeout: 30_000 })
    await expect
      .poll(() => drawer.getByRole('button', { name: /\.(jpe?g|png|webp)$/ }).count(), { timeout: 30_000 })
      .toBe(1)
    if (photos.length === 1) {
      await name.click()
    } else {
      await drawer.locator('tr', { hasText: file }).locator('input[type="checkbox"]').check()
      await drawer.getByRole('button', { name: 'Seleccionar 1' }).click()
    }
    await drawer.waitFor({ state: 'hidden' })
  }
}

async function poll<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read()
  for (let i = 0; i < 40 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 250))
    value = await read()
  }
  return value
}

describe('the studio owner builds a page in the admin and puts it in the menu', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    // Leave the shared site as the other suites know it: the menu without the item, no page.
    const api = await adminApi(base, email, password)
    const header = (await (await api('/api/globals/header?depth=0')).json()) as { items: { label: string }[] }
    await api('/api/globals/header', {
      method: 'POST',
      body: JSON.stringify({ items: header.items.filter((item) => item.label !== MENU_LABEL) }),
    })
    const found = (await (
      await api(`/api/pages?where[title][equals]=${encodeURIComponent(TITLE)}&depth=0&draft=true`)
    ).json()) as { docs: { id: number }[] }
    for (const { id } of found.docs) await api(`/api/pages/${id}`, { method: 'DELETE' })
    await browser?.close()
  })

  it('creates a page with a heading, text, a photo, a gallery and a button, publishes it and links it from the menu', async () => {
    const context = await newContext(browser, base, 'desktop')
    const page = await context.newPage()
    await signInToAdmin(page, email, password)

    await page.goto('/admin/collections/pages/create')
    const title = page.locator('input[name="title"]')
    await title.waitFor({ timeout: 30_000 })
    await title.fill(TITLE)
    for (const block of ['Título', 'Texto', 'Imagen', 'Galería', 'Botón']) await addBlock(page, block)
    await page.locator('input[name="layout.0.text"]').fill('Fotos al aire libre')
    await page.locator('[data-lexical-editor="true"]').first().click()
    await page.keyboard.type('Quedamos en el parque a la hora dorada, cuando la luz es más suave.')
    await chooseExisting(page, 0, [{ title: 'Neón y gelatinas', file: 'luz-neon.jpg' }])
    await chooseExisting(page, 0, [
      { title: 'Atardecer desde la azotea', file: 'azotea-atardecer.jpg' },
      { title: 'Book con gelatinas', file: 'book-perfil.jpg' },
      { title: 'Bokeh de ciudad', file: 'bokeh-ciudad.jpg' },
    ])
    await page.locator('input[name="layout.4.label"]').fill('Reserva tu sesión')
    await page.locator('input[name="layout.4.href"]').fill('/contacto/')
    await keepScreenshot(page, 'owner-page-blocks', { fullPage: true })
    await page.getByRole('button', { name: 'Publicar cambios' }).click()
    await page
      .getByText(/publicad|actualiz/i)
      .first()
      .waitFor({ timeout: 30_000 })
    await keepScreenshot(page, 'owner-page-published')

    // The visitor's page: everything the owner put in, in order, with the photos from the library.
    const html = await poll(
      async () => (await fetch(`${base}${PATH}`)).text(),
      (h) => h.includes('Fotos al aire libre'),
    )
    expect(html).toContain(`<h1`)
    for (const text of ['Fotos al aire libre', 'Quedamos en el parque a la hora dorada', 'Reserva tu sesión'])
      expect(html).toContain(text)
    for (const photo of ['luz-neon', 'azotea-atardecer', 'book-perfil', 'bokeh-ciudad'])
      expect(html).toMatch(new RegExp(`/wp-content/uploads/\\d{4}/\\d{2}/${photo}-`))

    // The menu: a new item pointing at the page, chosen by its title.
    await page.goto('/admin/globals/header')
    const add = page.getByRole('button', { name: /Añadir elemento/ }).last()
    await add.waitFor({ timeout: 30_000 })
    const rows = await page
      .locator('input[name^="items."]')
      .evaluateAll((els) => els.filter((el) => /^items\.\d+\.label$/.test(el.getAttribute('name') ?? '')).length)
    await add.click()
    await page.locator(`input[name="items.${rows}.label"]`).fill(MENU_LABEL)
    // The picker: the pages' list in a drawer, searched by title.
    await page.locator(`#field-items__${rows}__reference`).click()
    const pages = page.locator('.list-drawer:visible')
    await pages.getByPlaceholder(/Buscar/).fill(TITLE.slice(0, 12))
    await expect.poll(() => pages.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1)
    await pages
      .locator('tbody tr', { hasText: TITLE })
      .getByRole('button', { name: TITLE })
      .or(pages.getByRole('link', { name: TITLE }))
      .first()
      .click()
    await page.getByRole('button', { name: 'Guardar', exact: true }).click()
    await page
      .getByText(/actualiz|guardad/i)
      .first()
      .waitFor({ timeout: 30_000 })
    await keepScreenshot(page, 'owner-menu-saved')
    await context.close()

    // A visitor sees the item in the menu on every page, and it leads to the new page.
    const visitor = await (await newContext(browser, base, 'desktop')).newPage()
    await poll(
      async () => (await fetch(`${base}/sobre-nosotros/`)).text(),
      (h) => h.includes(`href="${PATH}"`),
    )
    await visitor.goto('/sobre-nosotros/')
    const item = visitor
      .getByRole('navigation', { name: /principal/i })
      .getByRole('link', { name: MENU_LABEL, exact: true })
    await item.click()
    await visitor.waitForURL(`**${PATH}`)
    await expect(visitor.getByRole('heading', { level: 2, name: 'Fotos al aire libre' }).isVisible()).resolves.toBe(
      true,
    )
    // The gallery's photos open in the lightbox.
    await visitor.locator('.block-gallery a').first().click()
    const photo = visitor.getByRole('dialog').locator('.yarl__slide_current img')
    await photo.waitFor({ timeout: 15_000 })
    await visitor.waitForFunction(() => document.querySelector<HTMLImageElement>('.yarl__slide_current img')?.complete)
    expect(await photo.getAttribute('alt')).toMatch(/azotea/i)
    await keepScreenshot(visitor, 'owner-page-visitor-lightbox')
    await visitor.context().close()
    // The owner's whole morning in one test: some 45 s alone on a two-core machine, more beside the others.
  }, 150_000)
})
