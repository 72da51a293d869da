// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on a few
// demo pages, run here with Debian's Chromium. Scores are 0–100 per category.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * One Lighthouse run per URL in a fresh headless Chromium (a first visit: the cookie banner shows,
 * as it does for a new visitor). Returns { url: { performance, accessibility, 'best-practices',
 * seo, failing: [audit ids below 1 in the three 100-point categories] } }.
 */
export async function lighthouseScores(urls) {
  const results = {}
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
      handleSIGINT: false,
    })
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
      // What keeps a category below 100, so that a FAIL line says what to fix.
      const failing = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (c === 'performance' ? 0.9 : 1))
          .map((ref) => `${c}:${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`),
      )
      results[url] = { ...scores, failing }
    } finally {
      await chrome.kill()
    }
  }
  return results
}
