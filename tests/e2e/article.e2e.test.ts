import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'

describe('the article page', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    page = await (await newContext(browser, base)).newPage()
    await page.goto(ARTICLE)
  })
  afterAll(() => browser?.close())

  it('is in Spanish, left to right', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
  })

  it('shows the title, a Spanish date, the author and the body', async () => {
    await expect(page.locator('h1').textContent()).resolves.toBe('Sesiones de fotos: el precio del profesional')
    expect(await page.locator('time.published').textContent()).toBe('14 de mayo de 2024')
    expect(await page.locator('.post-meta .author').textContent()).toBeTruthy()
    expect((await page.locator('.post-content').textContent())!.length).toBeGreaterThan(5000)
    expect(await page.locator('.post-categories a').count()).toBeGreaterThanOrEqual(1)
  })

  it('shows a sized, responsive featured image', async () => {
    const img = page.locator('.post-featured img')
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    expect(await img.getAttribute('alt')).toBeTruthy()
    expect(await page.locator('.post-featured source[type="image/avif"]').getAttribute('srcset')).toMatch(/480w/)
  })

  it('embeds its front-end configuration', async () => {
    const config = JSON.parse((await page.locator('script#revela-config').textContent())!)
    expect(config.locale).toBe('es')
    expect(config.post.id).toBe(1965)
    expect(decodeURIComponent(config.post.title)).toBe('Sesiones de fotos: el precio del profesional')
    expect(config.post.title).toContain('%20')
    expect(config.post.excerpt).toBe('')
    expect(config.post.featuredImage).toMatch(new RegExp(`^${base}/wp-content/uploads/\\d{4}/\\d{2}/`))
    expect(config.lazy_load_background_images).toBe(true)
    expect(config.popups_present).toBe(false)
    expect(config.environmentMode).toEqual({ edit: false, wpPreview: false })
    expect(config.share_networks.length).toBeGreaterThanOrEqual(18)
    expect(config.lightbox.lightbox_enable_counter).toBe('yes')
    expect(config.urls).toEqual({ ajax: `${base}/wp-admin/admin-ajax.php`, rest: `${base}/wp-json/` })
  })

  it('has the metadata search engines and social networks read', async () => {
    expect(await page.title()).toContain('Sesiones de fotos: el precio del profesional')
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${base}${ARTICLE}`)
    expect((await page.getAttribute('meta[name="description"]', 'content'))!.length).toBeGreaterThan(50)
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article')
    expect(await page.getAttribute('meta[property="og:image"]', 'content')).toMatch(/wp-content\/uploads/)
    expect(await page.getAttribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld['@type']).toBe('BlogPosting')
    expect(ld.headline).toBe('Sesiones de fotos: el precio del profesional')
  })

  it('describes the studio as a local business on the home page', async () => {
    const home = await (await newContext(browser, base)).newPage()
    await home.goto('/')
    const ld = JSON.parse((await home.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld['@type']).toContain('LocalBusiness')
    expect(ld.address.addressLocality).toBe('Madrid')
  })

  it('fetches no other page’s data during its first load, and fetches a link’s page when the pointer is over it', async () => {
    const phone = await (await newContext(browser, base, 'mobile')).newPage()
    const pageData: string[] = []
    phone.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('_rsc')) pageData.push(request.url())
    })
    await phone.goto(ARTICLE, { waitUntil: 'networkidle' })
    // Idle after the load too: Next prefetches the links in view once the page is idle.
    await phone.waitForTimeout(1500)
    expect(pageData).toEqual([])

    const category = phone.locator('.post-categories a').first()
    const href = (await category.getAttribute('href'))!
    await category.hover()
    await expect.poll(() => pageData.some((url) => new URL(url).pathname === href)).toBe(true)
    // Followed, it is a navigation within the page (the data already fetched), not a new document.
    await phone.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true))
    await category.click()
    await phone.waitForURL(`**${href}`)
    expect(await phone.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true)
    await phone.close()
  })

  it('sends a first visit no HTML-entity tables and no Buffer polyfill (30 KB gzip the cookie banner’s texts once brought)', async () => {
    for (const path of [ARTICLE, '/blog/']) {
      const phone = await (await newContext(browser, base, 'mobile', { fresh: true })).newPage()
      const scripts: Promise<string>[] = []
      phone.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
      })
      await phone.goto(path, { waitUntil: 'networkidle' })
      // The cookie banner shows, as on a first visit: its texts were escaped with the module that carried them.
      await expect.poll(() => phone.locator('#cc-main .cm').isVisible()).toBe(true)
      const bodies = await Promise.all(scripts)
      expect(bodies.length).toBeGreaterThan(3)
      expect(
        bodies.filter((body) => body.includes('emitNamedEntityData')),
        path,
      ).toEqual([])
      expect(
        bodies.filter((body) => body.includes('Attempt to allocate Buffer')),
        path,
      ).toEqual([])
      await phone.close()
    }
  })

  it('asks at once for the photo a phone sees first on the blog and a category, and lazily for the rest', async () => {
    for (const path of ['/blog/', '/category/consejos/']) {
      const phone = await (await newContext(browser, base, 'mobile', { fresh: true })).newPage()
      await phone.goto(path)
      const images = phone.locator('.post-card img')
      expect(await images.count(), path).toBeGreaterThan(2)
      const first = images.first()
      await expect(first.getAttribute('loading')).resolves.toBe('eager')
      await expect(first.getAttribute('fetchpriority')).resolves.toBe('high')
      expect(await first.boundingBox().then((box) => box!.y < 844)).toBe(true)
      for (const img of (await images.all()).slice(1)) await expect(img.getAttribute('loading')).resolves.toBe('lazy')
      await phone.close()
    }
  })
})
