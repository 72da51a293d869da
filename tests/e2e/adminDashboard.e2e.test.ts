import { readFileSync } from 'node:fs'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { keepScreenshot, launchBrowser, newContext, signInToAdmin, VIEWPORTS } from './helpers/browser'
import { adminApi, waitFor } from './helpers/site'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

const UNIT = 'wpcf7-f1-p40-o1'
const SENDER = {
  name: 'Marta Ruiz Panel',
  email: 'marta.panel@example.com',
  tel: '611 222 333',
  message: 'Querría una sesión de familia en octubre.',
}

/** What the studio's clock said at an instant, as a spreadsheet set to Spanish reads it. */
const madrid = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/**
 * The studio's owner in the admin: the dashboard («Ver sitio», what waits, first steps), a message
 * read under its form's labels and answered, the CSV, the block picker's pictures, the publish toast
 * that links to the page, and the same on a phone. What it creates (a message, a page) it deletes.
 */
describe('the owner’s admin', () => {
  let browser: Browser
  let api: Awaited<ReturnType<typeof adminApi>>
  const created: { collection: string; id: number }[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
  })
  afterAll(async () => {
    for (const { collection, id } of created) await api(`/api/${collection}/${id}`, { method: 'DELETE' })
    await browser?.close()
  })

  const signedIn = async (viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> => {
    const page = await (await newContext(browser, base, viewport)).newPage()
    await signInToAdmin(page, email, password)
    return page
  }

  it('a visitor’s message arrives, and the dashboard counts it beside «Ver sitio» and the first steps', async () => {
    const visitor = await (await newContext(browser, base)).newPage()
    await visitor.goto('/contacto/')
    await visitor.waitForSelector(`#${UNIT}.js`)
    // Typed as a person types: the spam check turns away a form filled in no time without keystrokes.
    for (const [field, text] of [
      ['your-name', SENDER.name],
      ['your-email', SENDER.email],
      ['your-tel', SENDER.tel],
      ['your-message', SENDER.message],
    ]) {
      await visitor.focus(`[name=${field}]`)
      await visitor.keyboard.type(text!, { delay: 20 })
    }
    await visitor.check('[name=privacy]')
    await visitor.click('.wpcf7-submit')
    await visitor
      .waitForSelector(`#${UNIT} form[data-status=sent]`, { timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await visitor.textContent('.wpcf7-response-output')}`)
      })
    const { docs } = (await (
      await api(`/api/form-submissions?where[email][equals]=${SENDER.email}&depth=0`)
    ).json()) as { docs: { id: number }[] }
    expect(docs).toHaveLength(1)
    created.push({ collection: 'form-submissions', id: docs[0]!.id })

    const since = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString()
    const count = async (path: string) => ((await (await api(path)).json()) as { totalDocs: number }).totalDocs
    const messages = await count(
      `/api/form-submissions/count?where[status][equals]=received&where[createdAt][greater_than_equal]=${since}`,
    )
    const comments = await count('/api/comments/count?where[status][equals]=pending')
    expect(messages).toBeGreaterThanOrEqual(1)

    const page = await signedIn()
    const site = page.getByRole('link', { name: 'Ver sitio (se abre en otra pestaña)' })
    await site.waitFor({ timeout: 30_000 })
    expect(await site.getAttribute('href')).toBe('/')
    const messageLink = page.getByRole('link', { name: new RegExp(`^${messages} mensajes? nuevos?`) })
    const commentLink = page.getByRole('link', { name: new RegExp(`^${comments} comentarios? pendientes?`) })
    expect(await commentLink.getAttribute('href')).toBe(
      '/admin/collections/comments?where%5Bstatus%5D%5Bequals%5D=pending',
    )

    // First steps: each with its state; the e2e site has a mail server, and still the demo's details.
    const steps = page.locator('.revela-steps')
    expect(await steps.locator('summary').textContent()).toMatch(/^Primeros pasos \d de \d hechos$/)
    const step = (key: string) => steps.locator(`[data-step=${key}] .revela-steps__name`)
    expect(await step('studio').textContent()).toBe('Pon los datos de tu estudio (pendiente)')
    expect(await step('mail').textContent()).toBe('Recibe los avisos por correo (hecho)')
    for (const key of ['logo', 'import', 'page', 'menu']) expect(await step(key).count()).toBe(1)
    await keepScreenshot(page, 'admin-dashboard-desktop', { fullPage: true })

    await messageLink.click()
    await page.waitForURL(/form-submissions\?/)
    await page.locator('.table tbody tr').first().waitFor({ timeout: 30_000 })
    expect(await page.locator('.table tbody tr').count()).toBe(Math.min(messages, 10))
    expect(await page.locator('.table').textContent()).toContain(SENDER.name)
    await page.context().close()
  })

  it('reads the message under the form’s labels, with «Responder», and exports it with labels and Madrid’s time', async () => {
    const { id } = created.find((c) => c.collection === 'form-submissions')!
    const doc = (await (await api(`/api/form-submissions/${id}?depth=0`)).json()) as { createdAt: string }
    const page = await signedIn()
    await page.goto(`/admin/collections/form-submissions/${id}`)
    const message = page.locator('.revela-message')
    await message.waitFor({ timeout: 30_000 })
    const rows = await message
      .locator('dl > div')
      .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]))
    expect(rows).toEqual([
      ['Nombre', SENDER.name],
      ['Correo electrónico', SENDER.email],
      ['Teléfono', SENDER.tel],
      ['Mensaje', SENDER.message],
      ['He leído y acepto la política de privacidad', 'Sí'],
    ])
    expect(await page.locator('main, .template-default').first().textContent()).not.toMatch(/your-name|privacy: 1/)
    const reply = new URL((await message.getByRole('link', { name: 'Responder' }).getAttribute('href'))!)
    expect(reply.protocol).toBe('mailto:')
    expect(reply.pathname).toBe(SENDER.email)
    expect(reply.searchParams.get('subject')).toBe('Re: Tu mensaje a Revela Estudio')
    expect(reply.searchParams.get('body')).toContain(`> Mensaje: ${SENDER.message}`)
    await keepScreenshot(page, 'admin-message-desktop')
    await page.setViewportSize(VIEWPORTS.mobile)
    await keepScreenshot(page, 'admin-message-phone')
    await page.setViewportSize(VIEWPORTS.desktop)

    // The list's «Exportar CSV», filtered by the search box, as the owner downloads it.
    await page.goto(`/admin/collections/form-submissions?search=${encodeURIComponent(SENDER.email)}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      'Fecha (hora de Madrid);Formulario;Nombre;Correo electrónico;Teléfono;Tipo de sesión;Fecha preferida;Mensaje;He leído y acepto la política de privacidad;Archivos;Página;IP',
    )
    expect(
      row!.startsWith(
        `${madrid(doc.createdAt)};Formulario de contacto;${SENDER.name};${SENDER.email};${SENDER.tel};;;${SENDER.message};Sí;`,
      ),
    ).toBe(true)

    // The notice it sent, in the outbox: its recipients as people write them.
    await page.goto('/admin/collections/outbox')
    await page.locator('.table tbody tr').first().waitFor({ timeout: 30_000 })
    const recipients = await page.locator('.table tbody td.cell-to').allTextContents()
    expect(recipients.length).toBeGreaterThan(0)
    for (const cell of recipients) expect(cell).not.toMatch(/[[\]"]/)
    expect(recipients).toContain('hola@revela.example')
    await page.context().close()
  })

  it('shows a picture of each block, and a publish’s toast links to the new page', async () => {
    const page = await signedIn()
    await page.goto('/admin/collections/pages/create')
    const title = `Panel del estudio ${Date.now()}`
    await page.locator('#field-title').fill(title, { timeout: 30_000 })
    await page.waitForURL(/\/collections\/pages\/\d+/, { timeout: 30_000 })
    created.push({ collection: 'pages', id: Number(/pages\/(\d+)/.exec(page.url())![1]) })

    await page.locator('.blocks-field__drawer-toggler').first().click()
    const tiles = page.locator('.blocks-drawer__block')
    await tiles.first().waitFor({ timeout: 30_000 })
    const pictures = await page
      .locator('.blocks-drawer__block img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, alt: img.alt })),
      )
    expect(pictures).toHaveLength(await tiles.count())
    expect(new Set(pictures.map((p) => p.src)).size).toBe(pictures.length)
    expect(pictures.every((p) => /^\/admin\/blocks\/[a-zA-Z]+\.svg$/.test(p.src) && p.alt === '')).toBe(true)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.blocks-drawer__block img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    )
    await keepScreenshot(page, 'admin-block-picker-desktop')
    await page.keyboard.press('Escape')

    await page.locator('#action-save').click()
    const toast = page.locator('[data-sonner-toast]', { has: page.getByRole('link', { name: /^Ver la página/ }) })
    await toast.waitFor({ timeout: 30_000 })
    expect(await toast.textContent()).toMatch(/^Página publicada\. Ver la página/)
    const link = toast.getByRole('link', { name: /^Ver la página/ })
    const href = (await link.getAttribute('href'))!
    const slug = title.toLowerCase().replaceAll(' ', '-')
    expect(href).toBe(`/${slug}/`)
    await keepScreenshot(page, 'admin-publish-toast-desktop')
    const published = await fetch(base + href)
    expect(published.status).toBe(200)
    expect(await published.text()).toContain(title)
    // Beside the buttons too, for later.
    expect(
      await page.getByRole('link', { name: 'Ver la página publicada (se abre en otra pestaña)' }).getAttribute('href'),
    ).toBe(href)
    await page.context().close()
  })

  it('on a phone: the dashboard fits, the status line is whole and «Ajustes» brings address, date and categories into view', async () => {
    const page = await signedIn('mobile')
    await page.locator('.revela-dash').waitFor({ timeout: 30_000 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await keepScreenshot(page, 'admin-dashboard-phone', { fullPage: true })

    const { docs } = (await (await api('/api/posts?limit=1&depth=0&sort=-publishedAt')).json()) as {
      docs: { id: number }[]
    }
    await page.goto(`/admin/collections/posts/${docs[0]!.id}`)
    const meta = page.locator('.doc-controls__meta')
    await meta.waitFor({ timeout: 30_000 })
    const items = await meta.locator('> li').evaluateAll((lis) =>
      lis.map((li) => {
        const box = li.getBoundingClientRect()
        const value = li.querySelector<HTMLElement>('.doc-controls__value')
        return {
          right: box.right,
          clipped: value ? value.scrollWidth > value.clientWidth : false,
          text: li.textContent,
        }
      }),
    )
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) {
      expect(item.right, item.text ?? '').toBeLessThanOrEqual(VIEWPORTS.mobile.width)
      expect(item.clipped, item.text ?? '').toBe(false)
    }
    expect(items[0]!.text).toMatch(/^Estado:/)
    await keepScreenshot(page, 'admin-article-phone')

    await page.getByRole('button', { name: 'Ajustes del artículo' }).click()
    for (const field of ['#field-slug', '#field-publishedAt', '#field-categories']) {
      const target = page.locator(field).first()
      await waitFor(async () => {
        const box = await target.boundingBox()
        return box && box.y >= 0 && box.y < VIEWPORTS.mobile.height ? box : null
      }, `${field} a la vista`)
    }
    await keepScreenshot(page, 'admin-article-settings-phone')
    await page.context().close()
  })
})
