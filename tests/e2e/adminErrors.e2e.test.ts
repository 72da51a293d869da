import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { keepScreenshot, launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { adminApi } from './helpers/site'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

/** English or technical words a Spanish-speaking owner met in the admin (issue 17), and the like. */
const LEFTOVERS: [string, RegExp][] = [
  ['An unknown error occurred.', /unknown error/i],
  ['Something went wrong.', /something went wrong/i],
  ['Añadir Layout', /\bLayout\b/],
  ['Veredicto de Akismet', /Veredicto/],
  ['El correo no está configurado (SMTP_URL)', /SMTP_URL/],
  [
    'fechas en inglés (may 14, 2024 8:00 AM)',
    /\b\d{1,2}:\d{2}\s?(AM|PM)\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}, \d{4}/i,
  ],
  ['El siguiente campo es inválido', /campos? (es|son) inválidos?/],
  ['Payload', /\bPayload\b/],
  ['Untitled / Collapse All / Show All', /\b(Untitled|Collapse All|Show All|Add Row|Add Block)\b/],
]

/** What the owner sees of the field that holds `name` (Payload's nearest `.field-type` wrapper). */
const fieldState = (page: Page, name: string) =>
  page.evaluate((n) => {
    const control = document.querySelector<HTMLElement>(`[name="${n}"]`)
    const wrapper = control?.closest<HTMLElement>('.field-type')
    const r = wrapper?.getBoundingClientRect()
    return {
      marked: Boolean(wrapper?.classList.contains('error')),
      message: wrapper?.querySelector<HTMLElement>('.field-error')?.innerText.trim() ?? '',
      messageShown: Boolean(wrapper?.querySelector<HTMLElement>('.field-error')?.getClientRects().length),
      invalid: control?.getAttribute('aria-invalid') ?? null,
      inView: Boolean(r && r.bottom > 0 && r.top < window.innerHeight),
    }
  }, name)

/** A field in error as the owner sees it: marked, with its reason written beside it, announced, and in view. */
async function expectFieldError(page: Page, name: string, reason: RegExp): Promise<void> {
  try {
    await page.waitForFunction(
      (n) => document.querySelector(`[name="${n}"]`)?.closest('.field-type')?.classList.contains('error'),
      name,
      { timeout: 60_000 },
    )
  } catch (error) {
    await keepScreenshot(page, `admin-errores-fallo-${name}`)
    throw error
  }
  // The provider marks and scrolls on the next frames.
  await page.waitForTimeout(500)
  const state = await fieldState(page, name)
  expect(state).toMatchObject({ marked: true, messageShown: true, invalid: 'true', inView: true })
  expect(state.message).toMatch(reason)
}

/**
 * «Publicar cambios» or «Guardar» (Payload's #action-save), once what was typed has reached the
 * form: its state is checked on the server as it changes, and a draft may be saving on its own.
 */
async function save(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  await page.locator('#action-save:visible').first().click()
}

async function errorToast(page: Page): Promise<string> {
  const toast = page.locator('[data-sonner-toast][data-type="error"]').last()
  await toast.waitFor({ timeout: 60_000 })
  return toast.innerText()
}

/** A new page or article, through «Crear». */
async function create(page: Page, collection: 'pages' | 'posts'): Promise<void> {
  await page.goto(`/admin/collections/${collection}/create`)
  await page.locator('input[name="title"]').waitFor({ timeout: 60_000 })
  await page.waitForURL(new RegExp(`/${collection}/\\d+`), { timeout: 60_000 }).catch(() => {})
  // The form settles (its first save of the draft, where there is one) before the owner types.
  await page.waitForLoadState('networkidle')
}

describe('errors in the admin', () => {
  let browser: Browser
  let api: Awaited<ReturnType<typeof adminApi>>
  const before: Record<'pages' | 'posts', Set<number>> = { pages: new Set(), posts: new Set() }
  const ids = async (collection: 'pages' | 'posts') =>
    (
      (await (await api(`/api/${collection}?limit=0&depth=0&draft=true&select[id]=true`)).json()) as {
        docs: { id: number }[]
      }
    ).docs.map((d) => d.id)

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
    for (const collection of ['pages', 'posts'] as const) before[collection] = new Set(await ids(collection))
  })

  afterAll(async () => {
    // Nothing this suite typed stays behind for the other suites: drafts made by «Crear» are removed.
    for (const collection of ['pages', 'posts'] as const) {
      for (const id of await ids(collection))
        if (!before[collection].has(id)) await api(`/api/${collection}/${id}`, { method: 'DELETE' })
    }
    await browser?.close()
  })

  it('says on the slug field that the address is taken, and by which page', { timeout: 300_000 }, async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)
    await create(page, 'pages')
    await page.locator('input[name="title"]').fill('Contacto')
    await save(page)
    await expectFieldError(page, 'slug', /^Ya hay una página en \/contacto\/ \(«Contacto»\)\. Elige otra dirección\.$/)
    const toast = await errorToast(page)
    expect(toast).not.toMatch(/inválido: slug|path|El siguiente campo/)
    // The database's column is never what the owner is told about.
    expect((await fieldState(page, 'path')).marked).toBe(false)
    await keepScreenshot(page, 'admin-errores-direccion-ocupada')
  })

  it('reports a missing title alone, not the slug it would make', { timeout: 300_000 }, async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)
    await create(page, 'pages')
    await save(page)
    await expectFieldError(page, 'title', /^Este campo es obligatorio\.$/)
    expect((await fieldState(page, 'slug')).marked).toBe(false)
    expect(await errorToast(page)).not.toMatch(/Slug/)
    await keepScreenshot(page, 'admin-errores-sin-titulo')
  })

  it("says an article's address is taken when the slug is typed", { timeout: 300_000 }, async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, email, password)
    await create(page, 'posts')
    await page.locator('input[name="title"]').fill('Otra sesión de precios')
    await page.locator('input[name="slug"]').fill('sesiones-de-fotos-el-precio-del-profesional')
    await save(page)
    await expectFieldError(
      page,
      'slug',
      /^Ya hay un artículo en \/sesiones-de-fotos-el-precio-del-profesional\/ \(«Sesiones de fotos: el precio del profesional»\)\. Elige otra dirección\.$/,
    )
  })

  it(
    'says in its tab that a Google Analytics id is not a Tag Manager one, and goes there',
    { timeout: 300_000 },
    async () => {
      const page = await (await newContext(browser, base)).newPage()
      await signInToAdmin(page, email, password)
      await page.goto('/admin/globals/site-settings')
      await page.locator('input[name="studioName"]').waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Analítica y cookies' }).click()
      await page.locator('input[name="gtmId"]').fill('G-ABC123XYZ')
      // The owner has moved on to another tab before saving: the error must still be found.
      await page.getByRole('button', { name: 'Estudio', exact: true }).click()
      await page.waitForLoadState('networkidle')
      await save(page)
      await expectFieldError(
        page,
        'gtmId',
        /^«G-ABC123XYZ» es un ID de Google Analytics, no de Tag Manager\. Debe tener la forma GTM-XXXXXXX/,
      )
      expect(await errorToast(page)).toMatch(/Google Analytics|Corrige los campos marcados/)
      await keepScreenshot(page, 'admin-errores-gtm')
      // Nothing was saved.
      const settings = (await (await api('/api/globals/site-settings?depth=0')).json()) as { gtmId?: string | null }
      expect(settings.gtmId ?? null).toBeNull()
    },
  )

  it('shows the whole reason on a phone too', { timeout: 300_000 }, async () => {
    const page = await (await newContext(browser, base, 'mobile')).newPage()
    await signInToAdmin(page, email, password)
    await page.goto('/admin/globals/site-settings')
    await page.locator('input[name="studioName"]').waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Analítica y cookies' }).click()
    await page.locator('input[name="analyticsRegion"]').fill('es')
    await page.waitForLoadState('networkidle')
    await save(page)
    await expectFieldError(page, 'analyticsRegion', /^Escribe el código en mayúsculas: ES\.$/)
    await keepScreenshot(page, 'admin-errores-movil')
  })

  it('speaks Spanish on its main screens', { timeout: 600_000 }, async () => {
    const context = await newContext(browser, base)
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').waitFor({ timeout: 60_000 })
    const screens: [string, string][] = [['/admin/login', await page.locator('body').innerText()]]
    await signInToAdmin(page, email, password)
    const comment = ((await (await api('/api/comments?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0]!
    const contacto = (
      (await (await api('/api/pages?where[path][equals]=contacto&depth=0')).json()) as { docs: { id: number }[] }
    ).docs[0]!
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      `/admin/collections/pages/${contacto.id}`,
      '/admin/collections/posts',
      '/admin/collections/posts/1965',
      '/admin/collections/comments',
      `/admin/collections/comments/${comment.id}`,
      '/admin/collections/outbox',
      '/admin/globals/site-settings',
      '/admin/account',
    ]) {
      await page.goto(path)
      await page.locator('.template-default, .template-minimal').first().waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      screens.push([path, await page.locator('body').innerText()])
    }
    const found = screens.flatMap(([path, text]) =>
      LEFTOVERS.filter(([, re]) => re.test(text)).map(([what]) => `${path}: ${what}`),
    )
    expect(found).toEqual([])
    // The dates in words, as Spain writes them: «14 de mayo de 2024, 8:00».
    await page.goto('/admin/collections/posts/1965')
    await page.locator('input[name="title"]').waitFor({ timeout: 60_000 })
    const inWords =
      /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}, \d{1,2}:\d{2}$/
    // The article's own date, in its field, and the document's dates in its status line.
    const published = page.locator('.field-type').filter({ hasText: 'Fecha de publicación' }).locator('input').first()
    await published.waitFor({ timeout: 60_000 })
    expect(await published.inputValue()).toMatch(inWords)
    // The status line says «Cargando...» until the document's dates have arrived.
    await expect
      .poll(async () => (await page.locator('.doc-controls__value').first().innerText()).trim(), { timeout: 30_000 })
      .toMatch(inWords)
    await keepScreenshot(page, 'admin-articulo-fechas')
  })
})
