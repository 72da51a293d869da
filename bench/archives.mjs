// Archives at scale (issue 33, point 5; the search, issue 29): the site served from the database the
// WordPress import at scale just filled (5,000 articles, 50,000 comments), and the time of the first
// request to pages of the blog and of a category, searches, the sitemap and feeds that no one has
// asked for yet, so each is rendered then, not read from the page cache. The server's first purge (the imported commenters' data, older than the
// retention period) runs in the background at start; the measure waits for it to end.
import { NEXT_ENV, root, serverCommand } from '../scripts/run.mjs'
import { freePort, get, log, startProcess, stopProcess, waitFor } from './lib.mjs'

export const ARCHIVE_BUDGET_MS = 150
/** Issue 29: a search over 5,000 articles; issue 33: the sitemap and a feed, each uncached. */
export const SEARCH_BUDGET_MS = 100
export const FEED_BUDGET_MS = 300
/** Searches asked for, each once (a query no one asked yet): words of the export's articles, accents and plurals folded. */
const SEARCHES = ['sesiones', 'iluminacion estudio', 'book de fotos', 'madrid', 'precio profesional']
/** Paged archives asked for: far apart, so each one is a page no render has stored yet. */
const PAGES = [11, 57, 123, 249, 401]
/** How long the first purge may take before the measure goes on regardless (and says so). */
const PURGE_WAIT_MS = 300_000

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}

/** Milliseconds to the whole answer of one GET, or null when it is not a 200. */
async function timed(url) {
  return (await timedText(url)).ms
}

/** The same, with the answer's text (empty when it is not a 200). */
async function timedText(url) {
  const started = performance.now()
  const res = await get(url, { timeoutMs: 30_000 })
  if (res?.status !== 200) return { ms: null, text: '' }
  const text = await res.text()
  return { ms: Math.round(performance.now() - started), text }
}

/**
 * Starts the site on `env`'s database (as the import bench prepared it), waits for its first
 * purge, and times uncached pages of the blog and of a category, searches, the sitemap and feeds.
 * Returns `{ search_ms, sitemap_ms, feed_ms, blog_ms, category_ms, category, purge_s, samples }`
 * (medians, or the slowest feed, in ms), or throws with the server's words.
 */
export async function measureArchives(env) {
  const port = await freePort()
  const [command, args, memoryEnv] = serverCommand()
  const child = startProcess(command, args, {
    cwd: root,
    env: { ...env, ...NEXT_ENV, ...memoryEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  try {
    const started = performance.now()
    await waitFor('El sitio importado', async () => (await get(`${base}/healthz`))?.status === 200, {
      timeoutMs: 60_000,
      died: () => child.exitInfo,
    })
    await waitFor('La primera limpieza', async () => /Retención: datos del envío/.test(output), {
      timeoutMs: PURGE_WAIT_MS,
      died: () => child.exitInfo,
      everyMs: 1000,
    }).catch(() => log(`  (la primera limpieza sigue tras ${PURGE_WAIT_MS / 1000} s; se mide igualmente)`))
    const purgeS = Math.round((performance.now() - started) / 1000)
    // One render first: the server loads the route's code once, which is start-up, not the archive.
    const first = await get(`${base}/blog/page/2/`, { timeoutMs: 30_000 })
    const category = /href="\/category\/([a-z0-9-]+)\/"/.exec((await first?.text()) ?? '')?.[1]
    const blog = []
    const inCategory = []
    for (const n of PAGES) {
      blog.push(await timed(`${base}/blog/page/${n}/`))
      if (category) inCategory.push(await timed(`${base}/category/${category}/page/${Math.ceil(n / 4)}/`))
    }
    // The search: one query first (its route's code), then each of SEARCHES.
    await timed(`${base}/?s=luz`)
    const searches = []
    for (const words of SEARCHES) searches.push(await timed(`${base}/?s=${encodeURIComponent(words)}`))
    // The sitemap and the feeds, each drawn on its first request: the site's feed, the comments'
    // and the category's (an author's feed first loads the archive feeds' code).
    // Only a sitemap of the imported site counts: not the build's own, of the demo.
    const sitemapAnswer = await timedText(`${base}/sitemap.xml`)
    const sitemapEntries = sitemapAnswer.text.split('<loc>').length - 1
    const sitemap = sitemapEntries >= 5000 ? sitemapAnswer.ms : null
    const feeds = { '/feed/': await timed(`${base}/feed/`), '/comments/feed/': await timed(`${base}/comments/feed/`) }
    if (category) {
      await timed(`${base}/author/marta-ruiz/feed/`)
      feeds[`/category/${category}/feed/`] = await timed(`${base}/category/${category}/feed/`)
    }
    return {
      search_ms: median(searches.filter((ms) => ms !== null)),
      sitemap_ms: sitemap,
      sitemap_entries: sitemapEntries,
      feed_ms: Math.max(...Object.values(feeds).map((ms) => ms ?? Infinity)),
      blog_ms: median(blog.filter((ms) => ms !== null)),
      category_ms: median(inCategory.filter((ms) => ms !== null)),
      category: category ?? null,
      purge_s: purgeS,
      samples: { blog, category: inCategory, search: searches, feeds },
    }
  } catch (error) {
    throw new Error(`${error.message}\n${output.slice(-2000)}`)
  } finally {
    await stopProcess(child)
  }
}

/** The report's line for these figures. */
export function archivesLines(r) {
  if (!r) return []
  return [
    `  Archivos sin caché sobre esa importación (mediana de ${PAGES.length} páginas; la primera limpieza tardó ${r.purge_s} s):`,
    `    /blog/page/N/ ${r.blog_ms ?? '—'} ms (${r.samples.blog.join(', ')}); /category/${r.category ?? '—'}/page/N/ ${r.category_ms ?? '—'} ms (${r.samples.category.join(', ')})`,
    `    búsqueda /?s= ${r.search_ms ?? '—'} ms (${SEARCHES.map((w, i) => `«${w}» ${r.samples.search[i] ?? '—'}`).join(', ')})`,
    `    /sitemap.xml ${r.sitemap_ms ?? '—'} ms (${r.sitemap_entries} direcciones); ${Object.entries(r.samples.feeds)
      .map(([feed, ms]) => `${feed} ${ms ?? '—'} ms`)
      .join(', ')}`,
  ]
}

/** [key, label, pass, shown, value, limit] rows, as widgetBudgets gives them. */
export function archivesBudgets(r) {
  if (!r) return []
  return [
    ['archive_blog_ms', `un archivo del blog sin caché, con 5.000 entradas ≤ ${ARCHIVE_BUDGET_MS} ms`, r.blog_ms],
    [
      'archive_category_ms',
      `un archivo de categoría sin caché, con 5.000 entradas ≤ ${ARCHIVE_BUDGET_MS} ms`,
      r.category_ms,
    ],
    [
      'search_ms',
      `una búsqueda entre 5.000 entradas (mediana de ${SEARCHES.length}) ≤ ${SEARCH_BUDGET_MS} ms`,
      r.search_ms,
      SEARCH_BUDGET_MS,
    ],
    [
      'sitemap_ms',
      `el mapa del sitio sin caché, con 5.000 entradas ≤ ${FEED_BUDGET_MS} ms`,
      r.sitemap_ms,
      FEED_BUDGET_MS,
    ],
    [
      'feed_ms',
      `cada fuente RSS sin caché (la más lenta), con 5.000 entradas ≤ ${FEED_BUDGET_MS} ms`,
      Number.isFinite(r.feed_ms) ? r.feed_ms : null,
      FEED_BUDGET_MS,
    ],
  ].map(([key, label, ms, limit = ARCHIVE_BUDGET_MS]) => [
    key,
    label,
    ms !== null && ms <= limit,
    `${ms ?? '—'} ms`,
    ms,
    limit,
  ])
}
