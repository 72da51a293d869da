import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { keepScreenshot, launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { adminApi, waitFor } from './helpers/site'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

// An article no other suite reads; only its draft changes (it is never published here).
const SLUG = 'sesion-de-embarazo-cuando-hacerla-y-que-esperar'
const PUBLISHED = 'Sesión de embarazo: cuándo hacerla y qué esperar'
const DRAFT = 'Sesión de embarazo: cuándo hacerla (borrador sin publicar)'
const BAR = 'Estás viendo un borrador — Salir de la vista previa'

const heading = (page: Page) => page.locator('main h1').first().innerText()
const bar = (page: Page) => page.getByRole('complementary', { name: 'Vista previa' })

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('previewing a draft', () => {
  let browser: Browser
  let api: Awaited<ReturnType<typeof adminApi>>
  let id: number

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
    const found = (await (await api(`/api/posts?where[slug][equals]=${SLUG}&depth=0`)).json()) as {
      docs: { id: number }[]
    }
    id = found.docs[0]!.id
  })

  afterAll(async () => {
    // The article's newest version becomes a draft equal to the published one again.
    await api(`/api/posts/${id}?draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ title: PUBLISHED, _status: 'draft' }),
    }).catch(() => undefined)
    await browser?.close()
  })

  async function editDraft(context: BrowserContext): Promise<Page> {
    const admin = await context.newPage()
    await signInToAdmin(admin, email, password)
    await admin.goto(`/admin/collections/posts/${id}`)
    const title = admin.locator('input[name="title"]')
    await title.waitFor({ timeout: 30_000 })
    await title.fill(DRAFT)
    await waitFor(
      async () =>
        ((await (await api(`/api/posts/${id}?draft=true&depth=0`)).json()) as { title: string }).title === DRAFT,
      'el borrador guardado',
    )
    return admin
  }

  it(
    'says so on every previewed page, exits to the published page, and ends with the admin session',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, base)
      const admin = await editDraft(context)

      // «Vista previa» opens the article in a tab of its own, in draft mode.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        admin.getByRole('link', { name: 'Vista previa', exact: true }).first().click(),
      ])
      await preview.waitForURL(`**/${SLUG}/`, { timeout: 30_000 })
      expect(await heading(preview)).toBe(DRAFT)
      await bar(preview).waitFor()
      expect((await bar(preview).innerText()).trim()).toBe(BAR)
      await keepScreenshot(preview, 'preview-bar')

      // The exit is a link the keyboard reaches (the bar is the page's last stop: Shift+Tab from the start).
      const exit = bar(preview).getByRole('link', { name: 'Salir de la vista previa' })
      await preview.locator('body').focus()
      await preview.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await preview.keyboard.press('Shift+Tab')
      expect(await exit.evaluate((a) => a === document.activeElement)).toBe(true)
      // AA contrast, and the bar hides nothing: the end of the page scrolls clear of it.
      const colours = await exit.evaluate((a) => {
        const barBox = a.closest('aside')!
        return { text: getComputedStyle(a).color, background: getComputedStyle(barBox).backgroundColor }
      })
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5)
      await preview.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footerBottom = await preview
        .locator('footer')
        .last()
        .evaluate((f) => f.getBoundingClientRect().bottom)
      const barTop = await bar(preview).evaluate((b) => b.getBoundingClientRect().top)
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1)

      // The exit ends draft mode and shows the same address, published, without the bar.
      await preview.keyboard.press('Enter')
      await preview.waitForURL(`**/${SLUG}/`)
      await waitFor(async () => (await heading(preview)) === PUBLISHED, 'la versión publicada tras salir')
      expect(await bar(preview).count()).toBe(0)
      expect((await context.cookies()).some((c) => c.name === '__prerender_bypass')).toBe(false)

      // Preview again, then sign out of the admin: the public address shows the published version.
      await preview.goto(`/next/preview?path=${encodeURIComponent(`/${SLUG}/`)}`)
      await bar(preview).waitFor()
      expect(await heading(preview)).toBe(DRAFT)
      await admin.goto('/admin/logout')
      await admin.waitForURL(/\/admin\/login/, { timeout: 30_000 })
      await preview.goto(`/${SLUG}/`)
      expect(await heading(preview)).toBe(PUBLISHED)
      expect(await bar(preview).count()).toBe(0)
      expect((await context.cookies()).some((c) => c.name === '__prerender_bypass')).toBe(false)
      await context.close()
    },
  )

  it('shows the published page to a draft-mode cookie whose admin session is gone', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, base)
    const page = await context.newPage()
    await signInToAdmin(page, email, password)
    await page.goto(`/next/preview?path=${encodeURIComponent(`/${SLUG}/`)}`)
    await bar(page).waitFor()
    // The session ends (expiry, or cleared) while the draft-mode cookie stays.
    await context.clearCookies({ name: 'payload-token' })
    await page.reload()
    expect(await heading(page)).toBe(PUBLISHED)
    expect(await bar(page).count()).toBe(0)
    await context.close()
  })

  it('adds nothing to the page a visitor gets', async () => {
    const html = await (await fetch(`${base}/${SLUG}/`)).text()
    expect(html).toContain(PUBLISHED)
    expect(html).not.toContain('preview-bar')
    expect(html).not.toContain('Estás viendo un borrador')
  })
})
