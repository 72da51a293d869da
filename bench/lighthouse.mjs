// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on a few
// demo pages, run here with Debian's Chromium. Scores are 0–100 per category.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Runs per page. Lighthouse's advice on variability is the median of five: on this 2-core machine
 * one page's performance score was seen to move by up to 8 points between runs.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5) // fewer for a quick look while working
/** A run in which Lighthouse itself failed (no first paint seen, a protocol timeout) is tried again, this many times. */
const RETRIES = 2

/**
 * Lighthouse on each URL, RUNS times, each in a fresh headless Chromium (a first visit: the cookie
 * banner shows, as it does for a new visitor); the median run by performance is kept. Returns
 * { url: { performance, accessibility, 'best-practices', seo, lcp_ms, tbt_ms, cls, runs: [performance
 * scores], cls_runs: [each run's layout shift], failing: [audits that hold a category down] } }.
 */
export async function lighthouseScores(urls) {
  const results = {}
  for (const url of urls) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRunRetried(url))
    runs.sort((a, b) => a.performance - b.performance)
    results[url] = {
      ...runs[Math.floor(RUNS / 2)],
      runs: runs.map((r) => r.performance),
      cls_runs: runs.map((r) => r.cls),
    }
  }
  return results
}

/**
 * One run, tried again when Lighthouse reports its own failure instead of scores: that says nothing
 * about the page, and a score of 0 would drag the median. The error is printed, and kept if it persists.
 */
async function lighthouseRunRetried(url) {
  for (let attempt = 0; ; attempt++) {
    const run = await lighthouseRun(url)
    if (!run.runtimeError || attempt === RETRIES) return run
    console.log(`  Lighthouse falló en ${url} (${run.runtimeError}); se repite la medición.`)
  }
}

/** One Lighthouse run: its four scores and what holds each down. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
    handleSIGINT: false,
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The 404 page is one of the pages measured: by default Lighthouse refuses to score a 404.
      ignoreStatusCode: true,
    })
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
    // What keeps a category below 100, so that a FAIL line says what to fix.
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (c === 'performance' ? 0.9 : 1))
        .map(
          (ref) => `${c}:${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`,
        ),
    )
    // Lighthouse's own failures (NO_FCP, PROTOCOL_TIMEOUT…) come as runtimeError, with every score null.
    const runtimeError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null
    const metric = (id) => lhr.audits[id]?.numericValue
    return {
      ...scores,
      lcp_ms: Math.round(metric('largest-contentful-paint') ?? 0),
      tbt_ms: Math.round(metric('total-blocking-time') ?? 0),
      cls: Math.round((metric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
      failing: runtimeError ? [runtimeError] : failing,
      runtimeError,
    }
  } finally {
    await chrome.kill()
  }
}
