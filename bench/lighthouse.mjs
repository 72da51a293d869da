// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on a few
// demo pages, run here with Debian's Chromium. Scores are 0–100 per category.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Runs per page: Lighthouse's own advice, as one run's performance score varies by several points. */
const RUNS = 3

/**
 * Lighthouse on each URL, RUNS times, each in a fresh headless Chromium (a first visit: the cookie
 * banner shows, as it does for a new visitor); the median run by performance is kept. Returns
 * { url: { performance, accessibility, 'best-practices', seo, runs: [performance scores],
 * failing: [audits that hold a category down] } }.
 */
export async function lighthouseScores(urls) {
  const results = {}
  for (const url of urls) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url))
    runs.sort((a, b) => a.performance - b.performance)
    results[url] = { ...runs[Math.floor(RUNS / 2)], runs: runs.map((r) => r.performance) }
  }
  return results
}

/** One Lighthouse run: its four scores and what holds each down. */
async function lighthouseRun(url) {
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
    return { ...scores, failing }
  } finally {
    await chrome.kill()
  }
}
