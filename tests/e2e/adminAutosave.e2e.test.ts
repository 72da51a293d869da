import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi } from './helpers/site'
import { keepScreenshot, launchBrowser, newContext, signInToAdmin, type VIEWPORTS } from './helpers/browser'

const base = inject('baseUrl')
const email = inject('adminEmail')
const password = inject('adminPassword')

type Api = Awaited<ReturnType<typeof adminApi>>

/**
 * Issue 31, point 2: an autosave that brings nothing new after a publish leaves no draft. The
 * owner's session met it when the admin's autosave reached the server just after a publish, with
 * the content just published; an editor meets it typing a character after publishing and taking it
 * back (the autosave of the character is a draft, the one of its removal is the published page).
 */
describe('publishing right after typing', () => {
  let browser: Browser
  let api: Api
  const made: number[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    api = await adminApi(base, email, password)
  })
  afterAll(async () => {
    for (const id of made) await api(`/api/pages/${id}`, { method: 'DELETE' })
    await browser?.close()
  })

  for (const viewport of ['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])
    it(`leaves the page published, not «Borrador (tiene versión publicada)», when an autosave of the same content follows the publish (${viewport})`, async () => {
      const slug = `publicar-y-autoguardar-${viewport}`
      const created = await api('/api/pages', {
        method: 'POST',
        body: JSON.stringify({ title: `Retratos de ${viewport}`, slug, _status: 'published', layout: [] }),
      })
      const id = ((await created.json()) as { doc: { id: number } }).doc.id
      made.push(id)

      const context = await newContext(browser, base, viewport)
      const page = await context.newPage()
      await signInToAdmin(page, email, password)
      await page.goto(`/admin/collections/pages/${id}`)
      const title = page.locator('input[name="title"]')
      await title.waitFor({ timeout: 30_000 })
      const autosaved = () =>
        page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('autosave=true'), {
          timeout: 15_000,
        })
      await title.click()
      await title.press('End')
      await page.keyboard.type(' en otoño')
      // «Publicar cambios» waits while an autosave is on its way.
      await autosaved()
      await page.getByRole('button', { name: 'Publicar cambios' }).click()
      await page
        .getByText(/publicad|actualiz/i)
        .first()
        .waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      // A character typed and taken back: two autosaves, the last one of the published text.
      await title.click()
      await title.press('End')
      await page.keyboard.type('x')
      await autosaved()
      const echo = autosaved()
      await page.keyboard.press('Backspace')
      await echo
      await page.waitForLoadState('networkidle')

      const latest = (await (await api(`/api/pages/${id}?draft=true&depth=0`)).json()) as {
        _status: string
        title: string
      }
      expect(latest).toMatchObject({ title: `Retratos de ${viewport} en otoño`, _status: 'published' })
      await page.goto('/admin/collections/pages')
      const row = page.locator('tbody tr', { hasText: `Retratos de ${viewport} en otoño` })
      await row.waitFor({ timeout: 30_000 })
      expect(await row.innerText()).toMatch(/Publicado/)
      expect(await row.innerText()).not.toMatch(/Borrador/)
      await keepScreenshot(page, `autosave-after-publish-${viewport}`)
      await context.close()
    }, 120_000)

  it('leaves no draft when the admin’s autosave of the published content arrives after the publish', async () => {
    const created = await api('/api/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'Llega tarde', slug: 'llega-tarde', _status: 'published', layout: [] }),
    })
    const { doc } = (await created.json()) as { doc: Record<string, unknown> & { id: number } }
    made.push(doc.id)
    // What the admin sends: the whole form, as a draft, to the autosave address.
    const res = await api(`/api/pages/${doc.id}?draft=true&autosave=true&depth=0`, {
      method: 'PATCH',
      body: JSON.stringify({ ...doc, _status: 'draft' }),
    })
    expect(res.status).toBe(200)
    const latest = (await (await api(`/api/pages/${doc.id}?draft=true&depth=0`)).json()) as { _status: string }
    expect(latest._status).toBe('published')
    const versions = (await (await api(`/api/pages/versions?where[parent][equals]=${doc.id}&depth=0`)).json()) as {
      totalDocs: number
    }
    expect(versions.totalDocs).toBe(1)
  })

  it('keeps an autosave that changes something after a publish, as a draft', async () => {
    const created = await api('/api/pages', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Borrador de verdad',
        slug: 'borrador-de-verdad',
        _status: 'published',
        layout: [],
      }),
    })
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    made.push(id)
    const res = await api(`/api/pages/${id}?draft=true&autosave=true&depth=0`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Borrador de verdad, con cambios', _status: 'draft' }),
    })
    expect(res.status).toBe(200)
    const latest = (await (await api(`/api/pages/${id}?draft=true&depth=0`)).json()) as {
      _status: string
      title: string
    }
    expect(latest).toMatchObject({ title: 'Borrador de verdad, con cambios', _status: 'draft' })
    const live = (await (await api(`/api/pages/${id}?depth=0`)).json()) as { title: string }
    expect(live.title).toBe('Borrador de verdad')
  })
})
