// What a first visit costs on a phone before its photos: every response but images, as received
// on the wire (compressed as the server sent it), by headless Chromium at 390×844 with a fresh
// profile (the cookie banner showing), until the network is idle after the load.
import { chromium } from 'playwright-core'

/** Kinds of response counted apart in the result; anything else not an image counts as `other`. */
const KINDS = { document: 'html', script: 'js', stylesheet: 'css', fetch: 'data', xhr: 'data', font: 'font' }
/** Not «before images»: photos and icons come after, and lazily. */
const IMAGES = new Set(['image', 'media'])

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/**
 * The weight of a first visit to each URL: `{ url: { kb, by_kind: { html, js, css, data, font, other },
 * page_data: [addresses of other pages' data fetched during the load (Next's `?_rsc=` prefetches)] } }`.
 */
export async function firstVisitWeights(urls) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  try {
    const results = {}
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' })
      const page = await context.newPage()
      const counted = []
      page.on('requestfinished', (request) => {
        if (!IMAGES.has(request.resourceType())) counted.push(request)
      })
      await page.goto(url, { waitUntil: 'load', timeout: 30000 })
      await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {})
      const byKind = { html: 0, js: 0, css: 0, data: 0, font: 0, other: 0 }
      const pageData = []
      for (const request of counted) {
        const sizes = await request.sizes().catch(() => null)
        if (!sizes) continue
        byKind[KINDS[request.resourceType()] ?? 'other'] += sizes.responseBodySize + sizes.responseHeadersSize
        if (new URL(request.url()).searchParams.has('_rsc')) pageData.push(request.url())
      }
      const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0)
      results[url] = {
        kb: kb(total),
        by_kind: Object.fromEntries(Object.entries(byKind).map(([kind, bytes]) => [kind, kb(bytes)])),
        page_data: pageData,
      }
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
