// What the article costs a modern browser: every same-origin script, stylesheet and the document,
// as loaded by headless Chromium, gzipped here (zlib level 6) so the figure does not depend on how
// the server compresses. <script nomodule> files are for old browsers only: not counted.
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

/** Debian's Chromium, headless; the bench's own signal handlers stop it, not Playwright's. */
const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })

const KINDS = { script: 'js', stylesheet: 'css', document: 'html' }

/**
 * `marker`: a string whose presence in a file is reported (`has_marker`), e.g. code of one feature;
 * `markers`: more of them, reported per file as `markers: [...]` (the ones it holds).
 * `answerBanner`: weigh the page as a returning visitor sees it, once the cookie banner has been
 * answered («Rechazar todo» on a first load that is not counted); otherwise as a first visit.
 * `intent(page)`: what a visitor then does (e.g. open a photo), so code loaded on intent is counted.
 */
export async function pageWeight(url, { marker, markers = [], answerBanner = false, intent } = {}) {
  const origin = new URL(url).origin
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    // Loopback only: anything else (an absolute URL to another host) is refused, not fetched.
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    )
    if (answerBanner) {
      await page.goto(url, { waitUntil: 'load', timeout: 30000 })
      await page
        .locator('#cc-main .cm')
        .getByRole('button', { name: 'Rechazar todo', exact: true })
        .click({ timeout: 15000 })
      await page.waitForFunction(() => document.cookie.includes('revela_consent='))
    }
    const responses = new Map()
    let intending = false
    page.on('response', (response) => {
      const kind = KINDS[response.request().resourceType()]
      if (
        kind &&
        response.status() === 200 &&
        response.url().startsWith(`${origin}/`) &&
        !responses.has(response.url())
      ) {
        responses.set(response.url(), { kind, response, afterIntent: intending })
      }
    })
    await page.goto(url, { waitUntil: 'load', timeout: 30000 })
    await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {})
    if (intent) {
      // The intent waits for what it opens; the pause lets late chunks finish arriving.
      intending = true
      await intent(page)
      await page.waitForTimeout(500)
    }
    const nomodule = new Set(await page.$$eval('script[nomodule][src]', (scripts) => scripts.map((s) => s.src)))

    const files = []
    for (const [fileUrl, { kind, response, afterIntent }] of responses) {
      if (nomodule.has(fileUrl)) continue
      const body = await response.body()
      files.push({
        kind,
        path: fileUrl.slice(origin.length),
        bytes: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        has_marker: marker ? body.includes(marker) : false,
        markers: markers.filter((m) => body.includes(m)),
        after_intent: afterIntent,
      })
    }
    files.sort((a, b) => b.gzip - a.gzip)
    const total = (kind) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0)
    const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
    return {
      js_kb: kb(total('js')),
      css_kb: kb(total('css')),
      html_kb: kb(total('html')),
      nomodule_excluded: nomodule.size,
      files: files.map((f) => ({ ...f, gzip_kb: kb(f.gzip) })),
    }
  } finally {
    await browser.close()
  }
}

/**
 * Cumulative Layout Shift of a first visit (no consent cookie, so the cookie banner appears), as
 * Chromium's layout-shift entries report it over `settleMs` after load; shifts right after input
 * do not count, as in the CLS metric.
 */
export async function layoutShift(url, { settleMs = 3000 } = {}) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.addInitScript(() => {
      window.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(url, { waitUntil: 'load', timeout: 30000 })
    await page.waitForTimeout(settleMs)
    const bannerShown = await page
      .locator('#cc-main .cm')
      .isVisible()
      .catch(() => false)
    return { cls: Math.round((await page.evaluate(() => window.__cls)) * 10000) / 10000, banner_shown: bannerShown }
  } finally {
    await browser.close()
  }
}
