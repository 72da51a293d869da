// `npm run bench`: one run that measures Revela against a baseline measured in the same run, the
// article's HTML served as a static file by nginx. Prints a table, PASS/FAIL budget lines and a
// final `BENCH_JSON {...}` line. Reports budgets, does not enforce them: exits 1 only on real errors.
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root, serverCommand } from '../scripts/run.mjs'
import { freePort, get, isFree, log, startProcess, stopProcess, treeRssKb, waitFor } from './lib.mjs'
import { COMMENT_CLIENTS, COMMENT_POSTS, measureComments } from './comments.mjs'
import { FORM_POSTS, measureFeedback, startCountingSmtp } from './forms.mjs'
import { CONNECTIONS, DURATION_S, measure } from './load.mjs'
import { findNginx, startNginx } from './nginx.mjs'
import { lighthouseScores } from './lighthouse.mjs'
import { layoutShift, pageWeight } from './weight.mjs'
import { firstVisitWeights } from './firstVisit.mjs'
import { widgetBudgets, widgetWeights } from './widgets.mjs'
import { measureCluster } from './cluster.mjs'
import { measureWordpressImport, wordpressImportBudgets, wordpressImportLines } from './wordpressImport.mjs'
import { adminImportBudgets, adminImportLines, measureAdminImport } from './adminImport.mjs'
import { buildBudgets, buildLines, measureBuild } from './build.mjs'
import { GALLERY_PHOTOS, galleryBudgets, galleryLines, measureGalleries } from './galleries.mjs'
import {
  FUZZ_REQUESTS,
  MIXED_MINUTES,
  fuzzMemory,
  mixedLoad,
  pagesThroughput,
  publishVisibleMs,
  servingBudgets,
  servingLines,
} from './serving.mjs'

const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const CONTACT = '/contacto/'
const PLAIN_PAGE = '/sobre-nosotros/'
// The pages a visitor meets first (issue 33): the home, an article, the contact page, a session
// page, the blog, a category archive and the 404 page. Lighthouse (mobile) and the first visit's
// weight are measured on each.
const VISITOR_PAGES = [
  '/',
  ARTICLE,
  CONTACT,
  '/sesiones-de-fotos/retrato/',
  '/blog/',
  '/category/consejos/',
  '/esta-direccion-no-existe/',
]
const LIGHTHOUSE_PAGES = VISITOR_PAGES
// What the mixed load asks (bench/serving.mjs): those pages, a plain page, a feed and the sitemap.
const SERVING_PAGES = [...VISITOR_PAGES, PLAIN_PAGE, '/feed/', '/sitemap.xml']
const LIGHTHOUSE_MIN = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
// Strings only the cookie banner's library holds: its script (`show-preferencesModal`) and styles (`#cc-main`).
const BANNER_CODE_MARKERS = ['show-preferencesModal', '#cc-main']
// A string only the contact form's browser code contains: finds its chunks among a page's scripts.
const FORM_CODE_MARKER = 'wpcf7-not-valid-tip'
// A current build starts in ~10 s here (migrations + next start); far more means it is stuck.
const START_TIMEOUT_MS = 60_000
const BUDGETS = {
  js_kb: 150,
  css_kb: 30,
  html_kb: 60,
  nginx_ratio: 0.9,
  direct_ratio: 0.25,
  direct_p99_ms: 50,
  publish_visible_ms: 2000,
  first_visit_kb: 200,
  form_js_kb: 25,
  form_js_elsewhere_kb: 0,
  comments_js_kb: 8,
  banner_kb: 15,
  banner_cls: 0.001,
}

// The load test posts hundreds of messages: no CAPTCHA to solve for each (allowed on localhost
// only; the server's ALTCHA check costs one PBKDF2 derivation, ~3 ms, not measured here), and a
// local SMTP server so that the outbox really delivers them.
process.env.CAPTCHA_PROVIDER ??= 'none'
process.env.COMMENT_CAPTCHA ??= 'off'
// Hundreds of posts from this one machine: the per-address limit (10 per 10 minutes) would refuse them.
process.env.POST_RATE_LIMIT ??= '100000'
// The comments bench names a visitor per post in X-Forwarded-For, as nginx would on this machine.
process.env.TRUST_PROXY ??= 'loopback'
// Payment buttons work (and load their script) only with an account; nothing calls the gateways
// here: the bench never presses them.
process.env.PAYPAL_ACCOUNT ??= 'pagos@revela.test'
process.env.PAYPAL_SANDBOX ??= '1'
const BENCH_MARKER = `Carga ${Date.now()}`

const nginxBinary = findNginx()
if (!nginxBinary) {
  console.error('nginx no está instalado: apt-get install nginx-light')
  process.exit(1)
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'revela-bench-'))
let app = null
let nginx = null
let smtp = null

// Last resort (an unexpected crash, a closed stdout): lib.mjs kills the processes, this the folder.
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }))

async function cleanup() {
  await smtp?.stop()
  await nginx?.stop()
  await stopProcess(app)
  rmSync(tmp, { recursive: true, force: true })
}

let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return
    interrupted = true
    log(`\n• Interrumpido (${signal}); parando nginx y la app…`)
    await cleanup()
    process.exit(130)
  })
}

try {
  await main()
  await cleanup()
} catch (error) {
  if (interrupted) await new Promise(() => {}) // the signal handler stops everything and exits
  console.error(`✗ ${error.message}`)
  await cleanup()
  process.exit(1)
}

async function main() {
  // The app's port. The build fingerprint includes PORT (prerendered pages carry absolute URLs),
  // so the default 3000 is kept when free, with PORT unset: the same build `npm start` uses.
  // When it is taken, the next free one (stable from run to run, so that build is reused).
  const wanted = Number(process.env.PORT || 3000)
  let appPort = wanted
  while (!(await isFree(appPort))) appPort = appPort < wanted + 100 ? appPort + 1 : await freePort()
  if (appPort !== wanted) {
    process.env.PORT = String(appPort)
    log(`• El puerto ${wanted} está ocupado; la app usará el ${appPort} (necesita su propia compilación).`)
  }

  // 1. A build of the current code, in its two phases, and the memory of each (bench/build.mjs).
  const build = await measureBuild()

  // 1b. The WordPress import at scale, in a database of its own, before the app starts (nothing else runs).
  log('• Importación de WordPress a escala (exportación generada, CLI real, SQLite nueva)…')
  const wordpressImport = await measureWordpressImport(tmp)
  // Before the app starts too: one instance, then two, behind nginx, on PostgreSQL and Redis (bench/cluster.mjs).
  const cluster = await measureCluster()

  // 2. Start-up: spawn to the first 200 on /. The server then stays up for the rest.
  smtp = await startCountingSmtp(BENCH_MARKER)
  process.env.SMTP_URL = smtp.url
  const appUrl = `http://127.0.0.1:${appPort}`
  log(`• Arrancando la app (npm start, puerto ${appPort})…`)
  const startup = await startApp(appUrl, path.join(tmp, 'app.log'))
  const startupS = startup.seconds
  log(`  primer 200 en / tras ${startupS} s`)

  // 3. Baseline file and nginx (static block + deploy/nginx.conf in front of the app).
  const res = await get(`${appUrl}${ARTICLE}`, { timeoutMs: 10000 })
  if (res?.status !== 200) throw new Error(`El artículo ${ARTICLE} no responde 200 (${res?.status ?? 'sin respuesta'})`)
  const html = await res.text()
  const staticRoot = path.join(tmp, 'static')
  mkdirSync(path.join(staticRoot, ARTICLE), { recursive: true })
  writeFileSync(path.join(staticRoot, ARTICLE, 'index.html'), html)

  log('• Arrancando nginx (estático + deploy/nginx.conf)…')
  const [staticPort, nginxPort] = [await freePort(), await freePort()]
  const mediaDir = path.resolve(root, process.env.MEDIA_DIR || 'data/media')
  nginx = await startNginx(nginxBinary, tmp, {
    staticPort,
    listenPort: nginxPort,
    appPort,
    mediaDir,
    staticRoot,
    deployConf: path.join(root, 'deploy', 'nginx.conf'),
  })
  const staticUrl = `http://127.0.0.1:${staticPort}${ARTICLE}`
  const nginxUrl = `http://127.0.0.1:${nginxPort}${ARTICLE}`
  const checks = await checkNginx(nginxUrl, html)
  log(`  caché: ${checks.cache.join(' → ')}; subidas desde disco: ${checks.upload}`)

  // 4. Page weight in headless Chromium.
  log('• Peso de la página (Chromium)…')
  // As a returning visitor reads the site (the cookie banner answered), and, for the banner's own
  // figures, a first visit.
  const weight = await pageWeight(`${appUrl}${ARTICLE}`, { marker: FORM_CODE_MARKER, answerBanner: true })
  const contact = await pageWeight(`${appUrl}${CONTACT}`, { marker: FORM_CODE_MARKER, answerBanner: true })
  const firstVisit = await pageWeight(`${appUrl}${ARTICLE}`, { markers: BANNER_CODE_MARKERS })
  const articleFiles = new Set(weight.files.map((f) => f.path))
  const kbOf = (files) => Math.round((files.reduce((sum, f) => sum + f.gzip, 0) / 1024) * 10) / 10
  const form = {
    // What the form adds to the page that holds it: the scripts the article does not load.
    js_kb: kbOf(contact.files.filter((f) => f.kind === 'js' && !articleFiles.has(f.path))),
    // What it adds to a page without a form: any script carrying its code.
    elsewhere_kb: kbOf(weight.files.filter((f) => f.kind === 'js' && f.has_marker)),
  }
  log(`  formulario: +${form.js_kb} KB de JS en ${CONTACT}; ${form.elsewhere_kb} KB en el artículo`)
  // The comment script and the anti-spam collector: what the article loads that a plain page of the
  // same route (no comments, no form) does not.
  const plain = await pageWeight(`${appUrl}${PLAIN_PAGE}`, { answerBanner: true })
  const plainFiles = new Set(plain.files.map((f) => f.path))
  const comments = { js_kb: kbOf(weight.files.filter((f) => f.kind === 'js' && !plainFiles.has(f.path))) }
  log(`  comentarios + recogida antispam: +${comments.js_kb} KB de JS en el artículo (frente a ${PLAIN_PAGE})`)
  // The cookie banner: what a first visit (banner showing) loads beyond what a returning visitor's
  // page loads (banner answered) — the library, its styles, its texts. What every page loads to
  // apply a choice already made is in the page's own JS figure above, so each byte is counted once.
  const banner = {
    kb: round(firstVisit.js_kb + firstVisit.css_kb - (weight.js_kb + weight.css_kb), 1),
    files_kb: kbOf(firstVisit.files.filter((f) => f.kind !== 'html' && f.markers.length > 0)),
    first_visit_js_kb: firstVisit.js_kb,
    ...(await layoutShift(`${appUrl}${ARTICLE}`)),
  }
  log(
    `  aviso de cookies: la primera visita carga +${banner.kb} KB (JS + CSS) gzip más que la de quien ya respondió (ficheros con código del aviso: ${banner.files_kb} KB); JS de la página ${banner.first_visit_js_kb} KB; CLS ${banner.cls}${banner.banner_shown ? '' : ' (¡el aviso no apareció!)'}`,
  )

  // 4b. The widgets' code, page by page, and Lighthouse on three demo pages.
  log('• JavaScript de los widgets por página (Chromium)…')
  const widgets = await widgetWeights(appUrl)
  for (const [page, w] of Object.entries(widgets)) {
    const parts = Object.entries(w.widgets)
      .filter(([, kb]) => kb > 0)
      .map(([name, kb]) => `${name} ${kb}`)
    log(`  ${page.padEnd(48)} JS ${w.js_kb} KB; widgets: ${parts.join(', ') || 'ninguno'}`)
  }
  log('• Primera visita en un móvil (390×844, perfil nuevo): todo lo recibido salvo imágenes…')
  const firstVisits = await firstVisitWeights(VISITOR_PAGES.map((p) => `${appUrl}${p}`))
  for (const [url, v] of Object.entries(firstVisits)) {
    const kinds = Object.entries(v.by_kind)
      .filter(([, kb]) => kb > 0)
      .map(([kind, kb]) => `${kind} ${kb}`)
    log(
      `  ${url.slice(appUrl.length).padEnd(48)} ${v.kb} KB (${kinds.join(', ')})${v.page_data.length ? `; datos de otras páginas: ${v.page_data.length}` : ''}`,
    )
  }
  log(`• Lighthouse (móvil) en ${LIGHTHOUSE_PAGES.join(', ')}…`)
  const lighthouse = await lighthouseScores(LIGHTHOUSE_PAGES.map((p) => `${appUrl}${p}`))
  for (const [url, r] of Object.entries(lighthouse)) {
    log(
      `  ${url.slice(appUrl.length).padEnd(48)} rendimiento ${r.performance} (mediana de ${r.runs.join(', ')}), accesibilidad ${r.accessibility}, buenas prácticas ${r['best-practices']}, SEO ${r.seo}${r.failing.length ? ` — por debajo: ${r.failing.join('; ')}` : ''}`,
    )
  }

  // 5. Load: baseline, app directly, app through nginx.
  const load = {}
  for (const [key, label, url] of [
    ['static', 'estático', staticUrl],
    ['direct', 'directo', `${appUrl}${ARTICLE}`],
    ['nginx', 'vía nginx', nginxUrl],
  ]) {
    log(`• Carga: ${label} (${DURATION_S} s, ${CONNECTIONS} conexiones)…`)
    load[key] = await measure(url)
  }
  for (const key of ['direct', 'nginx']) {
    load[key].rps_ratio = round(load[key].rps / load.static.rps, 3)
    load[key].p99_ratio = load.static.p99_ms ? round(load[key].p99_ms / load.static.p99_ms, 2) : null
  }

  // 6. The contact form's endpoint under load, every submission checked.
  log(`• Carga: formulario de contacto (${FORM_POSTS} envíos, ${CONNECTIONS} conexiones, SMTP local)…`)
  form.feedback = await measureFeedback(appUrl, { marker: BENCH_MARKER, smtp, admin: await adminFetch(appUrl) })

  // 7. The comment form's endpoint under load, every comment counted.
  log(`• Carga: comentarios (${COMMENT_POSTS} envíos, ${COMMENT_CLIENTS} conexiones)…`)
  comments.posts = await measureComments(appUrl, { marker: BENCH_MARKER, admin: await adminFetch(appUrl) })

  // 7b. The serving process's memory: a mixed load, a fuzz run, and the throughput its memory
  // settings cost (bench/serving.mjs). Ends with the app stopped.
  let serving = null
  if (MIXED_MINUTES > 0) {
    const admin = await adminFetch(appUrl)
    const postId = await articleId(admin)
    log('• Publicación visible a través de nginx…')
    const publishMs = await publishVisibleMs(nginxUrl, admin, postId)
    log(`  ${publishMs === null ? 'no se vio en 10 s' : `${publishMs} ms`}`)
    log(`• Memoria del servidor: páginas durante ${MIXED_MINUTES} min, con formularios, comentarios y guardados…`)
    const bounded = await pagesThroughput(appUrl, SERVING_PAGES)
    const mixed = await mixedLoad(appUrl, {
      pid: app.pid,
      pages: SERVING_PAGES,
      admin,
      marker: BENCH_MARKER,
      postId,
    })
    log(`• Memoria del servidor: fuzz de ${FUZZ_REQUESTS} peticiones…`)
    const fuzz = await fuzzMemory(appUrl, app.pid)
    log('• El mismo servidor sin sus ajustes de memoria: páginas…')
    await stopProcess(app)
    app = startProcess(process.execPath, ['scripts/server.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(appPort) },
      stdio: 'ignore',
    })
    await waitFor('Arranque sin ajustes', async () => (await get(`${appUrl}/`))?.status === 200, {
      timeoutMs: START_TIMEOUT_MS,
      died: () => app.exitInfo,
    })
    const unbounded = {
      ...(await pagesThroughput(appUrl, SERVING_PAGES)),
      rss_mb: Math.round(treeRssKb(app.pid) / 1024),
    }
    await stopProcess(app)
    app = null
    serving = { publish_ms: publishMs, bounded, mixed, fuzz, unbounded }
  }

  // 7c. Client galleries: uploads, the photos prepared, «Descargar todas», on a server of its own
  // (bench/galleries.mjs; BENCH_GALLERY=0 skips it).
  log(
    `• Galerías de clientes: ${GALLERY_PHOTOS} fotos de 24 MP subidas por tus, preparadas y descargadas en un ZIP (servidor aparte)…`,
  )
  const galleries = await measureGalleries(tmp)

  // 8. Last (it takes the CPU): the site while an admin imports 5,000 articles, on a server of its own.
  log(
    '• Importación desde la administración (5.000 entradas) mientras se visita el sitio (servidor aparte, SQLite nueva)…',
  )
  const adminImport = await measureAdminImport(tmp)

  report({
    startupS,
    load,
    weight,
    form,
    comments,
    banner,
    widgets,
    lighthouse,
    firstVisits,
    appUrl,
    checks,
    appPort,
    htmlBytes: Buffer.byteLength(html),
    wordpressImport,
    adminImport,
    build,
    cluster,
    serving,
    galleries,
  })
}

/** The id of the article the bench measures, asked of the admin's API. */
async function articleId(admin) {
  const slug = ARTICLE.replaceAll('/', '')
  const { docs } = await (await admin(`/api/posts?where[slug][equals]=${slug}&depth=0&limit=1`)).json()
  if (!docs?.[0]) throw new Error(`No encuentro el artículo ${ARTICLE} en la API de la administración`)
  return docs[0].id
}

/** A fetch signed in to the admin's REST API with the demo (or configured) administrator. */
async function adminFetch(appUrl) {
  const login = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || 'admin@revela.test',
      password: process.env.ADMIN_PASSWORD || 'revela-demo-2026',
    }),
  })
  if (!login.ok)
    throw new Error(
      `No se ha podido entrar en la administración para contar los envíos (${login.status}); revisa ADMIN_EMAIL y ADMIN_PASSWORD.`,
    )
  const { token } = await login.json()
  return (pathname, init = {}) =>
    fetch(appUrl + pathname, { ...init, headers: { authorization: `JWT ${token}`, ...(init.headers ?? {}) } })
}

/** Spawns `npm start` (node scripts/start.mjs) and times it to the first 200 on `/`. */
async function startApp(appUrl, appLog) {
  const out = openSync(appLog, 'a')
  const started = performance.now()
  // As `npm start` runs it: with the server's memory settings, so that this process is the server.
  const [, serverArgs, memoryEnv] = serverCommand()
  const flags = serverArgs.filter((arg) => arg.startsWith('--'))
  app = startProcess(process.execPath, [...flags, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...memoryEnv, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const died = () => (app.exitInfo ? `la app ${app.exitInfo}:\n${tailOf(appLog)}` : null)
  try {
    await waitFor('Arranque', async () => (await get(`${appUrl}/`))?.status === 200, {
      timeoutMs: START_TIMEOUT_MS,
      died,
    })
  } catch (error) {
    if (!app.exitInfo) error.message += `:\n${tailOf(appLog)}`
    await stopProcess(app)
    throw error
  }
  const seconds = round((performance.now() - started) / 1000, 1)
  if (/recompilando|Primera compilación/.test(readFileSync(appLog, 'utf8')))
    log('  (aviso: npm start ha compilado; el arranque incluye esa compilación)')
  return { seconds }
}

/** The rewritten deploy/nginx.conf really caches the article and serves uploads from disk. */
async function checkNginx(url, html) {
  const cache = []
  for (let i = 0; i < 2; i++) cache.push((await get(url, { timeoutMs: 10000 }))?.headers.get('x-cache') ?? '—')
  const upload = html.match(/\/wp-content\/uploads\/\d{4}\/\d{2}\/[\w.-]+\.(?:jpe?g|png|webp|avif)/)?.[0]
  if (!upload) return { cache, upload: 'sin imágenes en el artículo' }
  const r = await get(new URL(upload, url).href, { timeoutMs: 5000 })
  // Served by the app it would carry X-Cache (location /); the uploads location sends none.
  const fromDisk = r?.status === 200 && !r.headers.has('x-cache')
  return {
    cache,
    upload: r
      ? `${r.status} ${r.headers.get('cache-control')}${fromDisk ? '' : ' (¿pasa por la app?)'}`
      : 'sin respuesta',
  }
}

function report({
  startupS,
  load,
  weight,
  form,
  comments,
  banner,
  widgets,
  lighthouse,
  firstVisits,
  appUrl,
  checks,
  appPort,
  htmlBytes,
  wordpressImport,
  adminImport,
  build,
  cluster,
  serving,
  galleries,
}) {
  const pad = (value, width) => String(value).padStart(width)
  // [key, label, value, limit, unit]: a budget passes when value ≤ limit for sizes, ≥ for ratios.
  const budgets = [
    ['js_kb', 'JS ≤ 150 KB gzip', weight.js_kb, BUDGETS.js_kb, ' KB'],
    ['css_kb', 'CSS ≤ 30 KB gzip', weight.css_kb, BUDGETS.css_kb, ' KB'],
    ['html_kb', 'HTML ≤ 60 KB gzip', weight.html_kb, BUDGETS.html_kb, ' KB'],
    ['nginx_ratio', 'vía nginx ≥ 90 % de las req/s del estático', load.nginx.rps_ratio, BUDGETS.nginx_ratio, ''],
    ['direct_ratio', 'directo ≥ 25 % de las req/s del estático', load.direct.rps_ratio, BUDGETS.direct_ratio, ''],
    [
      'direct_p99_ms',
      `directo: p99 ≤ ${BUDGETS.direct_p99_ms} ms con ${CONNECTIONS} conexiones`,
      load.direct.p99_ms,
      BUDGETS.direct_p99_ms,
      ' ms',
    ],
    ...(serving
      ? [
          [
            'publish_visible_ms',
            `un cambio publicado se ve a través de nginx en ≤ ${BUDGETS.publish_visible_ms} ms`,
            serving.publish_ms ?? Infinity,
            BUDGETS.publish_visible_ms,
            ' ms',
          ],
        ]
      : []),
    [
      'form_js_kb',
      `el formulario añade ≤ ${BUDGETS.form_js_kb} KB de JS gzip a su página`,
      form.js_kb,
      BUDGETS.form_js_kb,
      ' KB',
    ],
    [
      'form_js_elsewhere_kb',
      'y nada a una página sin formulario',
      form.elsewhere_kb,
      BUDGETS.form_js_elsewhere_kb,
      ' KB',
    ],
    [
      'form_stored',
      'cada envío aceptado, guardado una vez (guardados/enviados = 1.000)',
      form.feedback.stored_ratio,
      1,
      '=',
    ],
    ['form_mailed', 'y enviado por correo una vez (correos/enviados = 1.000)', form.feedback.mailed_ratio, 1, '='],
    [
      'comments_js_kb',
      `comentarios + recogida antispam ≤ ${BUDGETS.comments_js_kb} KB de JS gzip`,
      comments.js_kb,
      BUDGETS.comments_js_kb,
      ' KB',
    ],
    ['banner_kb', `el aviso de cookies añade ≤ ${BUDGETS.banner_kb} KB gzip`, banner.kb, BUDGETS.banner_kb, ' KB'],
    [
      'banner_cls',
      `y no mueve la página al aparecer (CLS ≤ ${BUDGETS.banner_cls})`,
      banner.banner_shown ? banner.cls : Infinity,
      BUDGETS.banner_cls,
      ' CLS',
    ],
    [
      'comments_stored',
      'cada comentario aceptado, guardado una vez (guardados/aceptados = 1.000)',
      comments.posts.stored_ratio,
      1,
      '==',
    ],
  ].map(([key, label, value, limit, unit]) => {
    if (unit === '=')
      return { key, label, value, limit, pass: value === limit && form.feedback.sent > 0, shown: value.toFixed(3) }
    if (unit === '==')
      return { key, label, value, limit, pass: value === limit && comments.posts.accepted > 0, shown: value.toFixed(3) }
    const pass = unit ? value <= limit : value >= limit
    return { key, label, value, limit, pass, shown: unit ? `${value}${unit}` : pct(value) }
  })
  for (const [key, label, pass, shown, value, limit] of widgetBudgets(widgets))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [key, label, pass, shown, value, limit] of wordpressImportBudgets(wordpressImport))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [key, label, pass, shown, value, limit] of adminImportBudgets(adminImport))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [key, label, pass, shown, value, limit] of buildBudgets(build))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [key, label, pass, shown, value, limit] of servingBudgets(serving))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [key, label, pass, shown, value, limit] of galleryBudgets(galleries))
    budgets.push({ key, label, value, limit, pass, shown })
  for (const [url, visit] of Object.entries(firstVisits)) {
    const page = url.slice(appUrl.length)
    budgets.push({
      key: `first_visit_kb_${page}`,
      label: `primera visita ≤ ${BUDGETS.first_visit_kb} KB antes de las imágenes, sin datos de otras páginas, en ${page}`,
      value: visit.kb,
      limit: BUDGETS.first_visit_kb,
      pass: visit.kb <= BUDGETS.first_visit_kb && visit.page_data.length === 0,
      shown: `${visit.kb} KB${visit.page_data.length ? ` + ${visit.page_data.length} prefetch` : ''}`,
    })
  }
  for (const [url, scores] of Object.entries(lighthouse)) {
    const page = url.slice(appUrl.length)
    for (const [category, min] of Object.entries(LIGHTHOUSE_MIN)) {
      budgets.push({
        key: `lighthouse_${category}_${page}`,
        label: `Lighthouse ${category} ≥ ${min} en ${page}`,
        value: scores[category],
        limit: min,
        pass: scores[category] >= min,
        shown: String(scores[category]),
      })
    }
  }
  const count = (kind) => weight.files.filter((f) => f.kind === kind).length

  log('')
  log(`Resultados — ${ARTICLE} (${CONNECTIONS} conexiones, ${DURATION_S} s por objetivo)`)
  log(`  Arranque (npm start → primer 200 en /): ${startupS} s`)
  log('')
  log('                     req/s   × estático    p99 ms   × estático   fallos')
  for (const [key, label] of [
    ['static', 'nginx estático'],
    ['direct', 'app directa'],
    ['nginx', 'app vía nginx'],
  ]) {
    const l = load[key]
    const ratio = key === 'static' ? '1.000' : l.rps_ratio.toFixed(3)
    const p99Ratio = key === 'static' ? '1.00' : (l.p99_ratio?.toFixed(2) ?? '—')
    log(
      `  ${label.padEnd(16)}${pad(l.rps, 9)}${pad(ratio, 13)}${pad(l.p99_ms, 10)}${pad(p99Ratio, 13)}${pad(l.failed, 9)}`,
    )
  }
  const f = form.feedback
  log(`  formulario       ${pad(f.rps, 9)} envíos/s   p99 ${f.p99_ms} ms   ${f.sent} aceptados, ${f.failed} fallos`)
  const c = comments.posts
  log(
    `  comentarios      ${pad(c.rps, 9)} envíos/s   p99 ${c.p99_ms} ms   ${c.accepted} aceptados, ${c.failed} fallos (${COMMENT_CLIENTS} conexiones; respuestas ${JSON.stringify(c.statuses)})`,
  )
  log('')
  log(
    `  Peso (gzip nivel 6, visitante que ya respondió al aviso de cookies): JS ${weight.js_kb} KB (${count('js')} ficheros), CSS ${weight.css_kb} KB (${count('css')}), HTML ${weight.html_kb} KB (${Math.round(htmlBytes / 1024)} KB sin comprimir)`,
  )
  if (weight.nomodule_excluded) log(`  (${weight.nomodule_excluded} script(s) nomodule excluidos)`)
  log('  Ficheros más pesados:')
  for (const f of weight.files.slice(0, 6)) log(`    ${pad(f.gzip_kb, 7)} KB  ${f.kind.padEnd(4)} ${f.path}`)
  log('')
  for (const line of wordpressImportLines(wordpressImport)) log(line)
  for (const line of adminImportLines(adminImport)) log(line)
  for (const line of buildLines(build)) log(line)
  for (const line of servingLines(serving)) log(line)
  for (const line of galleryLines(galleries)) log(line)
  log('')
  if ('skipped' in cluster) log(`Varias instancias: no medido, ${cluster.skipped}`)
  else {
    const [one, two] = [cluster[1], cluster[2]]
    const x = (a, b) => (b ? (a / b).toFixed(2) : '—')
    log('Varias instancias (PostgreSQL, Redis, nginx; misma máquina)   1 instancia   2 instancias   × 1')
    log(
      `  artículo, caché de nginx evitada (req/s)  ${pad(one.direct_rps, 18)}${pad(two.direct_rps, 15)}${pad(x(two.direct_rps, one.direct_rps), 8)}`,
    )
    log(
      `  artículo a través de nginx (req/s)        ${pad(one.cached_rps, 18)}${pad(two.cached_rps, 15)}${pad(x(two.cached_rps, one.cached_rps), 8)}`,
    )
    log(
      `  envíos del formulario por nginx (/s)      ${pad(one.submissions_per_s, 18)}${pad(two.submissions_per_s, 15)}${pad(x(two.submissions_per_s, one.submissions_per_s), 8)}`,
    )
  }
  log('')
  log('Presupuestos')
  for (const b of budgets) log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.label}: ${b.shown}`)
  log('')
  const json = {
    article: ARTICLE,
    app_port: appPort,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    startup_s: startupS,
    load,
    weight,
    form,
    comments,
    banner,
    widgets,
    lighthouse,
    first_visits: firstVisits,
    wordpress_import: wordpressImport,
    admin_import: adminImport,
    build,
    cluster,
    serving,
    galleries,
    nginx_checks: checks,
    budgets: Object.fromEntries(budgets.map((b) => [b.key, { pass: b.pass, value: b.value, limit: b.limit }])),
  }
  log(`BENCH_JSON ${JSON.stringify(json)}`)
}

function round(n, digits) {
  return Math.round(n * 10 ** digits) / 10 ** digits
}
function pct(ratio) {
  return `${round(ratio * 100, 1)} %`
}
function tailOf(file) {
  return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n')
}
