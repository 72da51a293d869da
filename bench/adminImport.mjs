// The site while an admin imports 5,000 articles (issue 29): a second server from the bench's build
// (scripts/server.mjs, as tests/e2e/helpers/secondServer.ts runs one) on a fresh SQLite database
// with the demo, the generated export (scripts/generate-large-wxr.mjs) uploaded, analysed and
// imported through the admin's API, as Herramientas → Importar desde WordPress does. Measures the
// article's p99 (cached page, autocannon) idle and throughout the import, and the peak RSS of the
// import's process tree (the site's child process and its children, sampled from /proc).
//
// Part of `npm run bench` (after the rest: it takes the CPU); BENCH_WP_SCALE scales the export as
// for the CLI's figures (0 skips it).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { generateLargeWxr } from '../scripts/generate-large-wxr.mjs'
import { NEXT_ENV, prepareCommand, root, run } from '../scripts/run.mjs'
import { freePort, get, log, processTree, sleep, startProcess, stopProcess, treeRssKb, waitFor } from './lib.mjs'
import { CONNECTIONS, DURATION_S, WARMUP_S } from './load.mjs'

export const ADMIN_IMPORT_BUDGETS = { p99_ratio: 2, rss_mb: 400, uses_ms: 100, uses_p99_ratio: 2 }
/** The generated export at scale 1 is 79 MB; this makes it the 100 MB the memory budget is for (6,350 articles). */
const EXPORT_SCALE = 1.27
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const ADMIN = { email: 'admin@revela.test', password: 'revela-bench-importacion-2026' }

/** Runs the measurement in `tmp`; null when BENCH_WP_SCALE=0. */
export async function measureAdminImport(tmp, { scale = Number(process.env.BENCH_WP_SCALE ?? 1) } = {}) {
  if (!(scale > 0)) return null
  const dir = path.join(tmp, 'admin-import')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'export.xml')
  const generated = await generateLargeWxr({ out: file, scale: scale * EXPORT_SCALE })
  log(
    `  exportación generada: ${Math.round(generated.bytes / 1048576)} MB, ${generated.posts} entradas, ${generated.comments} comentarios`,
  )

  // The bench's build, copied: a re-rendered page is written into the build folder.
  const distDir = `.next-bench-import-${process.pid}`
  const build = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  cpSync(build, path.join(root, distDir), {
    recursive: true,
    filter: (src) => path.resolve(src) !== path.join(build, 'cache'),
  })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    ...NEXT_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    DATA_DIR: path.join(dir, 'data'),
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: 'bench-admin-import-secret-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'REDIS_URL'])
    delete env[name]
  let server = null
  try {
    log('  base de datos nueva con la demo…')
    const [command, args] = await prepareCommand()
    await run(command, args, { env, quiet: true })
    server = startProcess(process.execPath, ['scripts/server.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitFor('El servidor de la importación', async () => (await get(`${baseUrl}${ARTICLE}`))?.status === 200, {
      timeoutMs: 60_000,
      died: () => server.exitInfo,
    })
    const idle = await p99(`${baseUrl}${ARTICLE}`)
    log(`  artículo en reposo: p99 ${idle} ms`)

    const api = await signIn(baseUrl)
    const form = new FormData()
    form.append('exportacion', new Blob([readFileSync(file)]), 'export.xml')
    const uploaded = await api('/api/wordpress-imports/upload', { method: 'POST', body: form })
    if (uploaded.status !== 202)
      throw new Error(`La subida de la exportación respondió ${uploaded.status}: ${await uploaded.text()}`)
    const sampler = treeSampler(server.pid)
    const ready = await settled(api, 'analysing')
    if (ready.stage !== 'ready') throw new Error(`El análisis terminó en «${ready.stage}»: ${ready.error}`)
    log(`  análisis: RSS máx. del proceso de la importación ${mb(sampler.peak())} MB`)
    const started = performance.now()
    const start = await api(`/api/wordpress-imports/${ready.id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ onConflict: 'stop' }),
    })
    if (start.status !== 202)
      throw new Error(`Confirmar la importación respondió ${start.status}: ${await start.text()}`)
    // The visitors' load runs from the confirmation to the import's end, however long it takes.
    const running = settled(api, 'running')
    const during = await p99While(`${baseUrl}${ARTICLE}`, running)
    const done = await running
    const importS = round((performance.now() - started) / 1000, 1)
    sampler.stop()
    if (done.stage !== 'done') throw new Error(`La importación terminó en «${done.stage}»: ${done.error}`)
    log(`  durante toda la importación (${importS} s, ${during.requests} peticiones): p99 ${during.p99} ms`)
    // The run says «done» when its writes commit; its process then builds the search and references
    // indexes and has the site re-rendered, and says «Terminada» last: the editor's questions come after.
    await finished(api)
    // The demo's article is gone with the demo: the editor's questions are measured against an
    // imported article, whose p99 with no one asking is their baseline (its page is another one).
    const imported = (
      await (await api('/api/posts?limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published')).json()
    ).docs[0]
    const article = `${baseUrl}/${imported.legacyPath || imported.slug}/`
    if ((await get(article, { timeoutMs: 30_000 }))?.status !== 200)
      throw new Error(`El artículo importado no responde 200 en ${article}`)
    const calm = await p99(article)
    const uses = await measureUses(api, article)
    log(
      `  «dónde se usa» con ${uses.ids} artículos: ${uses.many_ms} ms (uno: ${uses.one_ms} ms); artículo importado p99 ${calm} ms sin preguntas, ${uses.p99_ms} ms mientras se pregunta`,
    )
    return {
      scale,
      posts: generated.posts,
      comments: generated.comments,
      export_mb: Math.round(generated.bytes / 1048576),
      idle_p99_ms: idle,
      import_p99_ms: during.p99,
      import_requests: during.requests,
      p99_ratio: idle ? round(during.p99 / idle, 2) : null,
      import_s: importS,
      rss_mb: mb(sampler.peak()),
      uses_ids: uses.ids,
      uses_ms: uses.many_ms,
      uses_one_ms: uses.one_ms,
      uses_p99_ms: uses.p99_ms,
      uses_calm_p99_ms: calm,
      uses_p99_ratio: calm ? round(uses.p99_ms / calm, 2) : null,
    }
  } finally {
    await stopProcess(server)
    rmSync(path.join(root, distDir), { recursive: true, force: true })
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The report's line for these figures. */
export function adminImportLines(r) {
  if (!r) return ['  Importación desde la administración: omitida (BENCH_WP_SCALE=0)']
  return [
    `  Importación desde la administración (${r.export_mb} MB: ${r.posts} entradas, ${r.comments} comentarios${r.scale !== 1 ? `; escala ${r.scale}` : ''}): ${r.import_s} s; artículo p99 ${r.idle_p99_ms} ms en reposo, ${r.import_p99_ms} ms durante toda ella (× ${r.p99_ratio}; ${r.import_requests} peticiones); RSS máx. del proceso de la importación (con sus hijos) ${r.rss_mb} MB`,
  ]
}

/** [key, label, pass, shown, value, limit] rows, as widgetBudgets gives them. */
export function adminImportBudgets(r) {
  if (!r) return []
  const scaled = r.scale === 1 ? '' : ` (a escala ${r.scale})`
  return [
    [
      'admin_import_p99_ratio',
      `p99 de una página pública durante una importación desde la administración ≤ ${ADMIN_IMPORT_BUDGETS.p99_ratio}× el de reposo${scaled}`,
      r.p99_ratio !== null && r.p99_ratio <= ADMIN_IMPORT_BUDGETS.p99_ratio,
      `× ${r.p99_ratio} (${r.idle_p99_ms} → ${r.import_p99_ms} ms)`,
      r.p99_ratio,
      ADMIN_IMPORT_BUDGETS.p99_ratio,
    ],
    [
      'admin_import_rss_mb',
      `y memoria del proceso de la importación (RSS máx. con sus hijos) de una exportación de ${r.export_mb} MB ≤ ${ADMIN_IMPORT_BUDGETS.rss_mb} MB${scaled}`,
      r.rss_mb <= ADMIN_IMPORT_BUDGETS.rss_mb,
      `${r.rss_mb} MB`,
      r.rss_mb,
      ADMIN_IMPORT_BUDGETS.rss_mb,
    ],
    [
      'admin_uses_ms',
      `«dónde se usa» de ${r.uses_ids} artículos a la vez, tras importar ${r.posts}, ≤ ${ADMIN_IMPORT_BUDGETS.uses_ms} ms (mediana)${scaled}`,
      r.uses_ms <= ADMIN_IMPORT_BUDGETS.uses_ms,
      `${r.uses_ms} ms`,
      r.uses_ms,
      ADMIN_IMPORT_BUDGETS.uses_ms,
    ],
    [
      'admin_uses_p99_ratio',
      `y p99 de una página pública mientras un editor lo pregunta ≤ ${ADMIN_IMPORT_BUDGETS.uses_p99_ratio}× el de reposo`,
      r.uses_p99_ratio !== null && r.uses_p99_ratio <= ADMIN_IMPORT_BUDGETS.uses_p99_ratio,
      `× ${r.uses_p99_ratio} (${r.uses_calm_p99_ms} → ${r.uses_p99_ms} ms)`,
      r.uses_p99_ratio,
      ADMIN_IMPORT_BUDGETS.uses_p99_ratio,
    ],
  ]
}

/**
 * «Where is this used» as the admin asks it after the import: for a list page of 100 articles at
 * once (the bulk delete's confirmation) and for one (the edit view's warning), median of 5 each;
 * then the article's p99 while one editor asks for the 100 without pause.
 */
async function measureUses(api, articleUrl) {
  const ids = (await (await api('/api/posts?limit=100&depth=0&select[title]=true')).json()).docs.map((d) => d.id)
  const ask = async (list) => {
    const started = performance.now()
    const res = await api(`/api/uses/posts?ids=${list.join(',')}`)
    if (res.status !== 200) throw new Error(`«Dónde se usa» respondió ${res.status}: ${await res.text()}`)
    await res.arrayBuffer()
    return performance.now() - started
  }
  const median = async (list) => {
    const times = []
    for (let i = 0; i < 5; i++) times.push(await ask(list))
    return round(times.sort((a, b) => a - b)[2], 1)
  }
  const many_ms = await median(ids)
  const one_ms = await median(ids.slice(0, 1))
  let asking = true
  const editor = (async () => {
    while (asking) await ask(ids)
  })()
  const p99_ms = await p99(articleUrl)
  asking = false
  await editor
  return { ids: ids.length, many_ms, one_ms, p99_ms }
}

/** p99 in ms of GET url, as bench/load.mjs measures (warm-up, then the measured run). */
async function p99(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S })
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return r.latency.p99
}

/**
 * p99 in ms of GET url from now until `running` settles (after the usual warm-up), over every
 * request of that time: the whole import, not a window of it.
 */
async function p99While(url, running) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S })
  return new Promise((resolve, reject) => {
    // An hour at most: `running` gives up after 15 minutes.
    const load = autocannon({ url, connections: CONNECTIONS, duration: 3600 }, (error, r) =>
      error ? reject(error) : resolve({ p99: r.latency.p99, requests: r.requests.total }),
    )
    running.finally(() => load.stop())
  })
}

/** A fetch signed in to the admin's REST API. */
async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok)
    throw new Error(`No se ha podido entrar en la administración del servidor de la importación (${login.status}).`)
  const { token } = await login.json()
  return (pathname, init = {}) =>
    fetch(baseUrl + pathname, { ...init, headers: { authorization: `JWT ${token}`, ...(init.headers ?? {}) } })
}

/** The run once it has left `stage` (polled as the admin's view polls it). */
async function settled(api, stage) {
  for (const until = Date.now() + 900_000; Date.now() < until; await sleep(500)) {
    const run = (await (await api('/api/wordpress-imports/current')).json()).import
    if (run && run.stage !== stage) return run
  }
  throw new Error(`La importación sigue en «${stage}» tras 15 minutos.`)
}

/** Waits for the run's last word («Terminada…»), up to 5 minutes. */
async function finished(api) {
  for (const until = Date.now() + 300_000; Date.now() < until; await sleep(500)) {
    const run = (await (await api('/api/wordpress-imports/current')).json()).import
    if (/^Terminada/.test(run?.phase ?? '')) return
  }
  throw new Error('La importación no ha terminado de poner el sitio al día en 5 minutos.')
}

/**
 * The highest sum of RSS, at one moment, of the import's process tree: the server's child running
 * scripts/wordpress-import-worker.mjs and its own children, sampled every 100 ms.
 */
function treeSampler(serverPid) {
  let peak = 0
  const timer = setInterval(() => {
    const worker = processTree(serverPid).find((pid) => cmdline(pid).includes('wordpress-import-worker'))
    if (!worker) return
    peak = Math.max(peak, treeRssKb(worker))
  }, 100)
  return { peak: () => peak, stop: () => clearInterval(timer) }
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits
const mb = (kb) => round(kb / 1024, 0)

// Alone (after a build): node bench/adminImport.mjs [--scale 0.1]
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const i = process.argv.indexOf('--scale')
  const os = await import('node:os')
  const { mkdtempSync } = await import('node:fs')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'revela-bench-admin-import-'))
  process.on('exit', () => rmSync(tmp, { recursive: true, force: true }))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('✗ No hay compilación: ejecuta npm run build (o npm run bench, que compila).')
    process.exit(1)
  }
  try {
    log('• Importación desde la administración (la exportación generada) mientras se visita el sitio…')
    const r = await measureAdminImport(tmp, i > 0 ? { scale: Number(process.argv[i + 1]) } : {})
    for (const line of adminImportLines(r)) log(line)
    for (const [, label, pass, shown] of adminImportBudgets(r)) log(`  ${pass ? 'PASS' : 'FAIL'}  ${label}: ${shown}`)
    log(`BENCH_JSON ${JSON.stringify({ admin_import: r })}`)
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
}
