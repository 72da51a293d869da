import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { categories, posts } from '@/seed/content'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')

// The seed's front page: a section «Del blog» with a loop of 3 posts a page, 3 columns, the
// category filter and numbered pages, over every category. Expectations come from the seed's posts.
const PER_PAGE = 3
const newestFirst = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const inCategory = (slug: string) => newestFirst.filter((p) => p.categories.includes(slug))
const titles = (list: typeof posts, page = 1) => list.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((p) => p.title)
const categoryName = (slug: string) => categories.find((c) => c.slug === slug)!.name

const LOOP = '[data-loop-widget]'
const cardTitles = (page: Page) =>
  page.$$eval(`${LOOP} .e-loop-card__title`, (els) => els.map((el) => el.textContent?.trim() ?? ''))
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginación de entradas' })
const filter = (page: Page) => page.getByRole('navigation', { name: 'Filtrar entradas por categoría' })
const pageLink = (page: Page, n: number) => pagination(page).getByRole('link', { name: `Página ${n}`, exact: true })
const filterLink = (page: Page, name: string) => filter(page).getByRole('link', { name, exact: true })

/** The front page with its loop's script started (it is imported after hydration). */
async function openHome(page: Page) {
  await page.goto('/')
  await page.waitForSelector(`${LOOP}[data-loop-enhanced]`)
  await page.evaluate(() => ((window as unknown as { __loopMarker: string }).__loopMarker = 'sin recarga'))
  return (await page.getAttribute(LOOP, 'data-loop-widget'))!
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __loopMarker?: string }).__loopMarker)

describe('posts loop on the front page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('knows the seed it is checked against', () => {
    expect(newestFirst).toHaveLength(7)
    expect(inCategory('consejos')).toHaveLength(6)
    expect(inCategory('sesiones')).toHaveLength(4)
    expect(inCategory('book')).toHaveLength(1)
  })

  it.each([
    ['mobile', 1],
    ['tablet', 2],
    ['desktop', 3],
  ] as const)('shows the 3 newest posts as a list of cards in %s, %i column(s)', async (viewport, columns) => {
    const page = await (await newContext(browser, base, viewport)).newPage()
    await page.goto('/')
    expect(await cardTitles(page)).toEqual(titles(newestFirst))
    expect(await page.locator(`${LOOP} ul.e-loop__grid > li.e-loop-item > article`).count()).toBe(3)
    const tracks = await page.$eval(
      `${LOOP} .e-loop__grid`,
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    )
    expect(tracks).toBe(columns)
    const lefts = await page.$$eval(`${LOOP} .e-loop-item`, (items) =>
      items.map((li) => Math.round(li.getBoundingClientRect().left)),
    )
    expect(new Set(lefts).size).toBe(columns)
    // Each card: its title a link to the post under an h3 (the section's heading is the h2), a date, lazy images.
    expect(await page.$$eval(`${LOOP} .e-loop-card h3 a`, (as) => as.map((a) => a.getAttribute('href')))).toEqual(
      newestFirst.slice(0, 3).map((p) => `/${p.slug}/`),
    )
    expect(await page.locator(`${LOOP} .e-loop-card time[datetime]`).count()).toBe(3)
    expect(
      await page.$$eval(`${LOOP} .e-loop-card img`, (imgs) =>
        imgs.every((img) => img.getAttribute('loading') === 'lazy'),
      ),
    ).toBe(true)
    expect(await filter(page).getByRole('link').allTextContents()).toEqual([
      'Todas',
      ...categories.map((c) => c.name).sort(),
    ])
    expect(await filterLink(page, 'Todas').getAttribute('aria-current')).toBe('true')
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe('Página 1')
  })

  it('pages through the posts in place, keeps the address in step and goes back and forward', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    const id = await openHome(page)
    await pageLink(page, 2).click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst, 2))
    expect(new URL(page.url()).search).toBe(`?e-page-${id}=2`)
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe('Página 2')
    await expect.poll(() => page.textContent('[data-loop-live]')).toBe('Mostrando 3 entradas (página 2 de 3).')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`e-loop-${id}`)

    await pageLink(page, 3).click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst, 3))
    expect(new URL(page.url()).search).toBe(`?e-page-${id}=3`)
    await expect.poll(() => page.textContent('[data-loop-live]')).toBe('Mostrando 1 entrada (página 3 de 3).')
    expect(await pagination(page).getByRole('link', { name: 'Anterior', exact: true }).getAttribute('rel')).toBe('prev')

    await page.goBack()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst, 2))
    expect(new URL(page.url()).search).toBe(`?e-page-${id}=2`)
    await page.goBack()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst, 1))
    expect(new URL(page.url()).search).toBe('')
    await page.goForward()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst, 2))
    expect(await marker(page)).toBe('sin recarga')
  })

  it('filters by a category, pages within it and goes back to every post', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    const id = await openHome(page)
    const consejos = inCategory('consejos')
    await filterLink(page, categoryName('consejos')).click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(consejos, 1))
    expect(new URL(page.url()).search).toBe(`?e-filter-${id}-category=consejos`)
    expect(await filterLink(page, categoryName('consejos')).getAttribute('aria-current')).toBe('true')
    expect(await filterLink(page, 'Todas').getAttribute('aria-current')).toBeNull()
    await expect
      .poll(() => page.textContent('[data-loop-live]'))
      .toBe('Mostrando 3 entradas de Consejos (página 1 de 2).')

    await pageLink(page, 2).click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(consejos, 2))
    expect(new URL(page.url()).search).toBe(`?e-filter-${id}-category=consejos&e-page-${id}=2`)

    await filterLink(page, categoryName('book')).click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory('book')))
    expect(await pagination(page).count()).toBe(0)

    await filterLink(page, 'Todas').click()
    await expect.poll(() => cardTitles(page)).toEqual(titles(newestFirst))
    expect(new URL(page.url()).search).toBe('')
    expect(await marker(page)).toBe('sin recarga')
  })

  it('works from the keyboard: focus lands on the region, the next Tab inside it', async () => {
    const page = await (await newContext(browser, base, 'mobile')).newPage()
    const id = await openHome(page)
    await pageLink(page, 2).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`e-loop-${id}`)
    expect(await cardTitles(page)).toEqual(titles(newestFirst, 2))
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(
        (regionId) => document.getElementById(regionId)!.contains(document.activeElement),
        `e-loop-${id}`,
      ),
    ).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Todas')
  })

  it('is busy while the posts load, and follows the link when the server fails', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    const id = await openHome(page)
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await pageLink(page, 2).click()
    await expect.poll(() => page.getAttribute(LOOP, 'aria-busy')).toBe('true')
    // The answer is held 800 ms, then rendered: more than the poll's default second on a busy machine.
    await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(titles(newestFirst, 2))
    expect(await page.getAttribute(LOOP, 'aria-busy')).toBeNull()

    await page.unroute('**/wp-json/elementor-pro/v1/refresh-loop')
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"rest_loop_error"}' }),
    )
    await Promise.all([page.waitForURL(new RegExp(`e-page-${id}=3`)), pageLink(page, 3).click()])
    await page.waitForLoadState('load')
    // A real page load: the server drew page 3 for the address (the no-JavaScript view).
    expect(await marker(page)).toBeUndefined()
    expect(await cardTitles(page)).toEqual(titles(newestFirst, 3))
  })

  it('keeps the visitor’s last choice when they go back to the shown posts before another choice has loaded', async () => {
    const page = await (await newContext(browser, base, 'desktop')).newPage()
    await openHome(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', async (route) => {
      await held
      await route.continue().catch(() => {}) // the page may have given up on it
    })
    await filterLink(page, categoryName('consejos')).click()
    await expect.poll(() => page.getAttribute(LOOP, 'aria-busy')).toBe('true')
    await filterLink(page, 'Todas').click()
    expect(await page.getAttribute(LOOP, 'aria-busy')).toBeNull()
    release()
    await page.waitForTimeout(800)
    expect(await cardTitles(page)).toEqual(titles(newestFirst))
    expect(new URL(page.url()).search).toBe('')
    expect(await marker(page)).toBe('sin recarga')
  })

  it('has no serious accessibility violations after changing page and filter', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await (await newContext(browser, base, viewport)).newPage()
      await openHome(page)
      await filterLink(page, categoryName('sesiones')).click()
      // Its first page has the same posts as the unfiltered one: the filter's mark says it is shown.
      await expect.poll(() => filterLink(page, categoryName('sesiones')).getAttribute('aria-current')).toBe('true')
      expect(await cardTitles(page)).toEqual(titles(inCategory('sesiones')))
      await pageLink(page, 2).click()
      await expect.poll(() => cardTitles(page)).toEqual(titles(inCategory('sesiones'), 2))
      expect(await seriousViolations(page, { label: viewport })).toEqual([])
    }
  })
})

describe('posts loop without JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  const noJsPage = async () =>
    (await browser.newContext({ baseURL: base, javaScriptEnabled: false, locale: 'es-ES' })).newPage()

  it('follows the pagination and filter links to pages the server draws', async () => {
    const page = await noJsPage()
    await page.goto('/')
    const id = (await page.getAttribute(LOOP, 'data-loop-widget'))!
    const at = (search: string) => (url: URL) => url.pathname === '/' && url.search === search
    await Promise.all([page.waitForURL(at(`?e-page-${id}=2`)), pageLink(page, 2).click()])
    expect(await cardTitles(page)).toEqual(titles(newestFirst, 2))
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe('Página 2')

    await Promise.all([
      page.waitForURL(at(`?e-filter-${id}-category=consejos`)),
      filterLink(page, categoryName('consejos')).click(),
    ])
    expect(await cardTitles(page)).toEqual(titles(inCategory('consejos')))
    await Promise.all([
      page.waitForURL(at(`?e-filter-${id}-category=consejos&e-page-${id}=2`)),
      pageLink(page, 2).click(),
    ])
    expect(await cardTitles(page)).toEqual(titles(inCategory('consejos'), 2))
    await Promise.all([page.waitForURL(at('')), filterLink(page, 'Todas').click()])
    expect(await cardTitles(page)).toEqual(titles(newestFirst))
  })

  it('is not indexed and names the page as canonical', async () => {
    const page = await noJsPage()
    await page.goto('/')
    const id = (await page.getAttribute(LOOP, 'data-loop-widget'))!
    const response = await page.goto(`/?e-page-${id}=3`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    const canonical = new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!, base)
    expect([canonical.origin, canonical.pathname, canonical.search]).toEqual([new URL(base).origin, '/', ''])
    expect(await cardTitles(page)).toEqual(titles(newestFirst, 3))
  })

  it('sends a loop parameter on a page without a loop to the page itself, keeping the other parameters', async () => {
    // An old bookmark to a page whose loop was removed, or a mistyped link: WordPress ignores it.
    const response = await fetch(`${base}/contacto/?utm_source=tarjeta&e-page-abc123=2`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/contacto/?utm_source=tarjeta')
    const page = await noJsPage()
    const followed = await page.goto('/contacto/?e-filter-abc123-category=consejos')
    expect(followed?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contacto/')
  })

  it('answers a page past the last with 404, a message and a way back', async () => {
    const page = await noJsPage()
    await page.goto('/')
    const id = (await page.getAttribute(LOOP, 'data-loop-widget'))!
    for (const query of [`e-page-${id}=9`, `e-page-${id}=dos`, `e-filter-${id}-category=no-existe`]) {
      const response = await page.goto(`/?${query}`)
      expect(response?.status()).toBe(404)
      expect(await page.textContent(`${LOOP} .e-loop__empty`)).toBe('No hay entradas en esta página.')
      expect(await cardTitles(page)).toEqual([])
      expect(await page.locator('.site-header').isVisible()).toBe(true)
    }
    await page.goto(`/?e-page-${id}=9`)
    // axe runs as a script, which this browser refuses: the same answer is checked in one that runs them.
    const checked = await (await newContext(browser, base)).newPage()
    await checked.goto(`/?e-page-${id}=9`)
    expect(await seriousViolations(checked, { label: 'sin JavaScript' })).toEqual([])
    await Promise.all([
      page.waitForURL((url) => url.search === ''),
      page.getByRole('link', { name: 'Volver a la primera página' }).click(),
    ])
    expect(await cardTitles(page)).toEqual(titles(newestFirst))
  })
})

describe('POST /wp-json/elementor-pro/v1/refresh-loop', () => {
  const ENDPOINT = `${base}/wp-json/elementor-pro/v1/refresh-loop`
  let postId: number
  let widgetId: string
  let home: string

  beforeAll(async () => {
    home = await (await fetch(`${base}/`)).text()
    widgetId = /data-loop-widget="([^"]+)"/.exec(home)![1]!
    postId = JSON.parse(/<script id="revela-config" type="application\/json">(.*?)<\/script>/s.exec(home)![1]!).post.id
  })

  const region = (html: string) => {
    const open = `<!--revela:loop:${widgetId}-->`
    return html.slice(html.indexOf(open) + open.length, html.indexOf(`<!--/revela:loop:${widgetId}-->`))
  }
  const refresh = (body: unknown, init: RequestInit = {}) =>
    fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })

  it('answers { data } with exactly the region the page draws, for the first page and for the no-JavaScript view', async () => {
    const first = await refresh({
      post_id: postId,
      widget_id: widgetId,
      widget_filters: {},
      pagination_base_url: `${base}/`,
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await first.json()).data).toBe(region(home))

    const url = `${base}/?e-filter-${widgetId}-category=consejos&e-page-${widgetId}=2`
    const second = await refresh({
      post_id: postId,
      widget_id: widgetId,
      widget_filters: { category: { terms: ['consejos'], logicalJoin: 'OR' } },
      pagination_base_url: url,
    })
    const { data } = (await second.json()) as { data: string }
    expect(data).toBe(region(await (await fetch(url)).text()))
    for (const title of titles(inCategory('consejos'), 2)) expect(data).toContain(title)
  })

  it('takes the page from the body too', async () => {
    const response = await refresh({
      post_id: postId,
      widget_id: widgetId,
      widget_filters: [],
      pagination_base_url: `${base}/`,
      page: 3,
    })
    const { data } = (await response.json()) as { data: string }
    expect(data).toContain(titles(newestFirst, 3)[0])
    expect(data).not.toContain(titles(newestFirst, 1)[0])
  })

  it.each([
    ['not JSON', '{"post_id":', 'rest_invalid_json', null],
    ['no parameters', {}, 'rest_missing_callback_param', null],
    ['post_id as text', { post_id: 'uno', widget_id: 'x' }, 'rest_invalid_param', 'post_id'],
    [
      'an unknown taxonomy',
      { widget_filters: { post_tag: { terms: ['precios'] } } },
      'rest_invalid_param',
      'widget_filters',
    ],
    [
      'terms that are not slugs',
      { widget_filters: { category: { terms: ['<b>Consejos</b>'] } } },
      'rest_invalid_param',
      'widget_filters',
    ],
    ['page 0', { page: 0 }, 'rest_invalid_param', 'page'],
    ['an absurd page', { page: 1e9 }, 'rest_invalid_param', 'page'],
    [
      'another site’s address',
      { pagination_base_url: 'https://otro.example/' },
      'rest_invalid_param',
      'pagination_base_url',
    ],
    ['an address that is not a URL', { pagination_base_url: 'inicio' }, 'rest_invalid_param', 'pagination_base_url'],
    ['a body over 16 KB', { padding: 'x'.repeat(17 * 1024) }, 'rest_invalid_param', 'body'],
  ])('refuses %s with 400 in WordPress’s shape', async (_, change, code, param) => {
    const body =
      typeof change === 'string' || Object.keys(change).length === 0
        ? change
        : { post_id: postId, widget_id: widgetId, widget_filters: {}, pagination_base_url: `${base}/`, ...change }
    const response = await refresh(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    const json = (await response.json()) as {
      code: string
      message: string
      data: { status: number; params?: Record<string, string> }
    }
    expect(json).toMatchObject({ code, data: { status: 400 } })
    expect(json.message).toMatch(/[a-z]/)
    if (param) expect(json.data.params?.[param]).toMatch(/^(Debe|Solo|Los|El) /)
  })

  it.each([
    ['an unknown page', () => ({ post_id: 987654, widget_id: widgetId }), 'rest_post_invalid_id'],
    ['an article, which holds no loop', () => ({ post_id: 1965, widget_id: widgetId }), 'rest_post_invalid_id'],
    ['a widget the page does not have', () => ({ post_id: postId, widget_id: 'no-existe' }), 'rest_widget_invalid_id'],
  ])('answers 404 for %s', async (_, body, code) => {
    const response = await refresh(body())
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code, data: { status: 404 } })
  })
})
