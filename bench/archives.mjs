// Archives at scale (issue 33, point 5): the site served from the database the WordPress import at
// scale just filled (5,000 articles, 50,000 comments), and the time of the first request to pages
// of the blog and of a category that no one has asked for yet, so each is rendered then, not read
// from the page cache. The server's first purge (the imported commenters' data, older than the
// retention period) runs in the background at start; the measure waits for it to end.
import { NEXT_ENV, root, serverCommand } from '../scripts/run.mjs'
import { freePort, get, log, startProcess, stopProcess, waitFor } from './lib.mjs'

export const ARCHIVE_BUDGET_MS = 150
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
  const started = performance.now()
  const res = await get(url, { timeoutMs: 30_000 })
  if (res?.status !== 200) return null
  await res.arrayBuffer()
  return Math.round(performance.now() - started)
}

/**
 * Starts the site on `env`'s database (as the import bench prepared it), waits for its first
 * purge, and times uncached pages of the blog and of its largest category. Returns
 * `{ blog_ms, category_ms, category, purge_s, samples }` (medians in ms), or throws with the server's words.
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
    return {
      blog_ms: median(blog.filter((ms) => ms !== null)),
      category_ms: median(inCategory.filter((ms) => ms !== null)),
      category: category ?? null,
      purge_s: purgeS,
      samples: { blog, category: inCategory },
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
  ].map(([key, label, ms]) => [
    key,
    label,
    ms !== null && ms <= ARCHIVE_BUDGET_MS,
    `${ms ?? '—'} ms`,
    ms,
    ARCHIVE_BUDGET_MS,
  ])
}
