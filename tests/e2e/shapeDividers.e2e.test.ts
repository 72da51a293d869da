import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { hasNegative, SHAPES } from '@/shapes/catalog'

import { launchBrowser, newContext, signInToAdmin } from './helpers/browser'
import { adminApi } from './helpers/site'

const base = inject('baseUrl')
const SHAPES_PATH = '/wp-content/plugins/elementor/assets/shapes'
const PAGE = '/separadores-prueba/'

// A section as the importer of Elementor sections writes it: both dividers, a background colour,
// padding and columns with a width (the second shares the rest).
const section = {
  blockType: 'section',
  width: 'stretched',
  anchor: 'con-formas',
  backgroundColor: '#2a2622',
  padding: { top: 140, bottom: 140 },
  shapeTop: { shape: 'mountains', color: '#9c4221', height: 90, flip: true },
  shapeBottom: { shape: 'curve', color: '#f7f4ef', height: 60, width: 150, negative: true, aboveContent: true },
  blocks: [
    {
      blockType: 'columns',
      columns: [
        { width: 30, blocks: [{ blockType: 'heading', text: 'Columna estrecha', level: '2' }] },
        { blocks: [{ blockType: 'heading', text: 'Columna ancha', level: '2' }] },
      ],
    },
  ],
}
// Elementor writes '' for «no shape»: accepted, and nothing is drawn.
const plain = {
  blockType: 'section',
  shapeTop: { shape: '' },
  blocks: [{ blockType: 'heading', text: 'Sin formas', level: '2' }],
}

/** Where a section and its dividers are drawn, and in which colour. */
const drawn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((section) => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }
    }
    const divider = (edge: string) => {
      const el = section.querySelector(`:scope > .elementor-shape-${edge}`)
      if (!el) return null
      const svg = el.querySelector('svg')!
      return {
        box: box(el),
        svg: box(svg),
        hidden: el.getAttribute('aria-hidden'),
        fill: getComputedStyle(el.querySelector('.elementor-shape-fill')!).fill,
        // Painted over the section's content, or under it (the content's own layer is `auto`).
        inFront: getComputedStyle(el).zIndex !== 'auto',
      }
    }
    const style = getComputedStyle(section)
    return {
      box: box(section),
      top: divider('top'),
      bottom: divider('bottom'),
      background: style.backgroundColor,
      paddingTop: style.paddingTop,
    }
  })

describe('shape dividers', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
    const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const response = await api('/api/pages', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Separadores de prueba',
        slug: 'separadores-prueba',
        _status: 'published',
        layout: [section, plain],
      }),
    })
    if (!response.ok) throw new Error(`pages: ${response.status} ${await response.text()}`)
  })
  afterAll(() => browser?.close())

  describe('Elementor’s shape files', () => {
    it('serves each shape as a cacheable, sandboxed SVG', async () => {
      const res = await fetch(`${base}${SHAPES_PATH}/waves.svg`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      // The file's own policy, not the site's (which would allow scripts).
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      const svg = await res.text()
      expect(svg).toContain('viewBox="0 0 1000 100"')
      const again = await fetch(`${base}${SHAPES_PATH}/waves.svg`, {
        headers: { 'if-none-match': res.headers.get('etag')! },
      })
      expect(again.status).toBe(304)
    })

    it.each([
      'stars.svg',
      'mountains-negative.svg',
      'waves.png',
      'waves',
      '..%2F..%2F..%2F..%2F..%2Fpackage.json',
      '%2e%2e%2fwaves.svg',
      'waves.svg%00.svg',
    ])('answers 404 for %s', async (file) => {
      const res = await fetch(`${base}${SHAPES_PATH}/${file}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).not.toContain('svg')
    })

    it('answers 404 for a path that climbs out of the folder', async () => {
      const res = await fetch(`${base}${SHAPES_PATH}/waves.svg/..%2f..%2fwaves.svg`)
      expect(res.status).toBe(404)
    })

    it('draws every shape and negative form in the browser', async () => {
      const files = SHAPES.flatMap(({ name }) => [
        `${name}.svg`,
        ...(hasNegative(name) ? [`${name}-negative.svg`] : []),
      ])
      expect(files).toHaveLength(29)
      const page = await (await newContext(browser, base)).newPage()
      await page.goto('/')
      const broken = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map(
              (url) =>
                new Promise<string | null>((resolve) => {
                  const img = new Image()
                  img.onload = () => resolve(img.naturalWidth > 0 ? null : url)
                  img.onerror = () => resolve(url)
                  img.src = url
                }),
            ),
          ).then((all) => all.filter(Boolean)),
        files.map((file) => `${SHAPES_PATH}/${file}`),
      )
      expect(broken).toEqual([])
    })
  })

  describe('on a page', () => {
    it.each(['desktop', 'mobile'] as const)(
      'shows both dividers at the section’s edges, in their colours, at %s',
      async (viewport) => {
        const page = await (await newContext(browser, base, viewport)).newPage()
        await page.goto(PAGE)
        const { box, top, bottom, background, paddingTop } = await drawn(page, '#con-formas')
        expect(background).toBe('rgb(42, 38, 34)')
        expect(paddingTop).toBe('140px')
        // The top divider hangs from the section's top edge, as wide as the section, 90 px tall.
        expect(top).not.toBeNull()
        expect(top!.hidden).toBe('true')
        expect(Math.abs(top!.box.top - box.top)).toBeLessThanOrEqual(1.5)
        expect(Math.abs(top!.box.width - box.width)).toBeLessThanOrEqual(1)
        expect(top!.svg.height).toBeCloseTo(90, 0)
        expect(top!.fill).toBe('rgb(156, 66, 33)')
        // The bottom one sits on the bottom edge, 150 % wide (cut to the section), 60 px, in front of the content.
        expect(Math.abs(bottom!.box.bottom - box.bottom)).toBeLessThanOrEqual(1.5)
        expect(bottom!.svg.width).toBeCloseTo(box.width * 1.5, -1)
        expect(bottom!.box.height).toBeCloseTo(60, 0)
        expect(bottom!.fill).toBe('rgb(247, 244, 239)')
        expect(bottom!.inFront).toBe(true)
        expect(top!.inFront).toBe(false)
        expect(await page.locator('#con-formas .elementor-shape svg').first().isVisible()).toBe(true)
      },
    )

    it('lays the columns out at the widths given (30 % and the rest), stacked on a phone', async () => {
      const widths = async (viewport: 'desktop' | 'mobile') => {
        const page = await (await newContext(browser, base, viewport)).newPage()
        await page.goto(PAGE)
        return page
          .locator('#con-formas .block-column')
          .evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().width))
      }
      const [narrow, wide] = await widths('desktop')
      expect(narrow! / (narrow! + wide!)).toBeCloseTo(0.3, 2)
      const [first, second] = await widths('mobile')
      expect(first).toBeCloseTo(second!, 0)
    })

    it('draws nothing for a section without shapes, and the demo home leads into the page with a wave', async () => {
      const page = await (await newContext(browser, base)).newPage()
      await page.goto(PAGE)
      expect(await page.locator('section.block-section').nth(1).locator('.elementor-shape').count()).toBe(0)
      await page.goto('/')
      const hero = await drawn(page, 'section.block-section >> nth=0')
      expect(hero.bottom?.fill).toBe('rgb(247, 244, 239)')
      expect(Math.abs(hero.bottom!.box.bottom - hero.box.bottom)).toBeLessThanOrEqual(1.5)
      expect(hero.bottom!.box.height).toBeCloseTo(48, 0)
    })
  })

  it('lets an editor find the dividers in Spanish in the admin', async () => {
    const page = await (await newContext(browser, base)).newPage()
    await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
    const api = await adminApi(base, inject('adminEmail'), inject('adminPassword'))
    const { docs } = (await (await api('/api/pages?where[slug][equals]=separadores-prueba&depth=0')).json()) as {
      docs: { id: number }[]
    }
    await page.goto(`/admin/collections/pages/${docs[0]!.id}`)
    // The folded group's header is a button laid over its label.
    const toggle = page
      .locator('.collapsible__toggle-wrap', { has: page.getByText('Separadores con forma', { exact: true }) })
      .first()
      .locator('button.collapsible__toggle')
    await toggle.waitFor({ timeout: 30_000 })
    // Folded unless the editor's preferences for this document say otherwise.
    if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) await toggle.click()
    const shape = page.getByText('Montañas', { exact: true }).first()
    await shape.waitFor({ timeout: 15_000 })
    expect(await shape.isVisible()).toBe(true)
    // The fields of the unfolded group render a moment after its first option: wait for the option to show.
    const inFront = page.getByText('Delante del contenido', { exact: true }).filter({ visible: true }).first()
    await inFront.waitFor({ timeout: 15_000 })
    expect(await inFront.isVisible()).toBe(true)
    // «Invertir» only where the shape has a negative form: the curve below, not the mountains above.
    // Payload draws a field only once it comes near the viewport (RenderIfInViewport): the editor
    // scrolls down to the bottom divider, and so does the test (without it, whether the field was
    // drawn depended on how far the page had laid out when the group unfolded).
    const invert = page.getByText('Invertir', { exact: true }).filter({ visible: true })
    /** What the editor saw, for the failure's message: every label, and the values the selects show. */
    const seen = async () => {
      const labels = await page.locator('form label, form .collapsible__toggle-wrap').allInnerTexts()
      const values = await page.locator('form .rs__single-value, form .react-select__single-value').allInnerTexts()
      return `${page.url()}: ${labels
        .map((t) => t.trim())
        .filter(Boolean)
        .join(' | ')} — valores: ${values.join(' | ')}`.slice(0, 3000)
    }
    const lookForInvert = async () => {
      await page.getByText('Abajo', { exact: true }).first().scrollIntoViewIfNeeded()
      return invert
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => null)
        .catch(seen)
    }
    let missing = await lookForInvert()
    if (missing) {
      // Full runs (never the file alone) have shown the bottom divider without its fields: said in
      // the log, and the editor's next step, a reload, is tried once before failing.
      console.warn(`[separadores] «Invertir» no aparecía; se recarga. Se veía: ${missing}`)
      await page.reload()
      if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) await toggle.click()
      missing = await lookForInvert()
    }
    if (missing) throw new Error(`«Invertir» no aparece. Se veía en ${missing}`)
    expect(await invert.count()).toBe(1)
  })
})
