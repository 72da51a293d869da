// The WordPress import at scale: a generated export of 5,000 posts, 50,000 comments and 5,000
// attachments (scripts/generate-large-wxr.mjs, from the real fixture export) imported by the real
// CLI (`node scripts/import-wordpress.mjs export.xml`) into a fresh SQLite database with the demo
// seeded, as a studio moving in would. Measures the wall time and the peak RSS of the process that
// does the work (scripts/import-wordpress.mjs spawns a second node process: the bundled script),
// against the budgets, and as ratios against a dry run of the same file in the same run (same
// start-up, reading and planning, no writing). The CLI's progress lines give the phases.
//
// Part of `npm run bench`; alone: `node bench/wordpressImport.mjs [--scale 0.1]`.
// BENCH_WP_SCALE (default 1) scales the export (0 skips the step); BENCH_WP_TIMEOUT_S (default 900)
// stops an import that runs longer.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generateLargeWxr } from '../scripts/generate-large-wxr.mjs'
import { prepareCommand, root } from '../scripts/run.mjs'
import { archivesBudgets, archivesLines, measureArchives } from './archives.mjs'
import { freePort, log, processTree, startProcess, stopProcess } from './lib.mjs'

export const WP_IMPORT_BUDGETS = { seconds: 60, rss_mb: 400 }
const SAMPLE_MS = 100

/**
 * Generates the export in `tmp`, prepares a database for it, runs a dry run (the baseline) and the
 * import. Returns the figures, or null when BENCH_WP_SCALE=0.
 */
export async function measureWordpressImport(
  tmp,
  { scale = Number(process.env.BENCH_WP_SCALE ?? 1), timeoutS = Number(process.env.BENCH_WP_TIMEOUT_S || 900) } = {},
) {
  if (!(scale > 0)) return null
  const dir = path.join(tmp, 'wordpress-import')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'export.xml')
  let started = performance.now()
  const generated = await generateLargeWxr({ out: file, scale })
  const generateS = round((performance.now() - started) / 1000, 1)
  log(
    `  exportación generada: ${mb(generated.bytes)} MB, ${generated.posts} entradas, ${generated.comments} comentarios, ${generated.attachments} adjuntos (${generateS} s)`,
  )

  // The import's own site: a fresh SQLite database (migrations + demo, as a first start leaves it),
  // media on disk in the folder, nothing listening on its port (so it revalidates no running app);
  // in production mode, as the app runs (otherwise Payload also spawns `payload generate:types`).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'bench-wordpress-import-secret-0123456789',
    PORT: String(await freePort()),
  }
  for (const name of [
    'SITE_URL',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'REVELA_DEBUG',
  ])
    delete env[name]
  started = performance.now()
  const [command, args] = await prepareCommand()
  const prepared = await measured(command, args, { env, timeoutS: 300 })
  if (prepared.code !== 0)
    throw new Error(`Preparando la base de datos de la importación: ${prepared.exit}\n${prepared.output.slice(-2000)}`)
  log(`  base de datos nueva con la demo: ${round((performance.now() - started) / 1000, 1)} s`)

  const cli = [path.join(root, 'scripts', 'import-wordpress.mjs'), file]
  log('  simulación (--dry-run, la referencia)…')
  const dry = await measured(process.execPath, [...cli, '--dry-run'], { env, timeoutS })
  if (dry.code !== 0) throw new Error(`La simulación de la importación ${dry.exit}:\n${dry.output.slice(-2000)}`)
  log(`  simulación: ${dry.seconds} s, RSS máx. ${dry.rss_mb} MB`)
  log('  importación…')
  const run = await measured(process.execPath, cli, { env, timeoutS })
  if (run.code !== 0 && !run.timedOut) throw new Error(`La importación ${run.exit}:\n${run.output.slice(-2000)}`)
  log(`  importación: ${run.timedOut ? `detenida tras ${timeoutS} s` : `${run.seconds} s`}, RSS máx. ${run.rss_mb} MB`)
  // The archives of the site it filled, uncached (bench/archives.mjs); only on a whole import.
  let archives = null
  if (run.code === 0) {
    log('  archivos sin caché sobre el sitio importado (tras la primera limpieza)…')
    archives = await measureArchives(env)
  }
  rmSync(dir, { recursive: true, force: true })

  const strip = ({ output, code, exit, ...rest }) => rest
  return {
    scale,
    export: { ...generated, mb: mb(generated.bytes), generate_s: generateS },
    imported: counts(run.output),
    dry_run: strip(dry),
    import: strip(run),
    time_ratio: round(run.seconds / dry.seconds, 2),
    rss_ratio: dry.rss_mb ? round(run.rss_mb / dry.rss_mb, 2) : null,
    // A shorter export is extrapolated for the budget: start-up as measured, the rest linearly (memory is not).
    seconds_at_full_scale: round(startupOf(run) + (run.seconds - startupOf(run)) / scale, 1),
    archives,
  }
}

/** The report's lines for these figures (the bench prints them before its budgets). */
export function wordpressImportLines(r) {
  if (!r) return ['  Importación de WordPress: omitida (BENCH_WP_SCALE=0)']
  const e = r.export
  const lines = [
    `  Importación de WordPress (${e.posts} entradas, ${e.comments} comentarios, ${e.attachments} adjuntos sin archivo; ${e.mb} MB${r.scale !== 1 ? `; escala ${r.scale}` : ''}), SQLite nueva con la demo:`,
    '                          tiempo   × simulación   RSS máx.   × simulación',
    `    simulación (--dry-run) ${pad(`${r.dry_run.seconds} s`, 8)}${pad('1.00', 14)}${pad(`${r.dry_run.rss_mb} MB`, 11)}${pad('1.00', 15)}`,
    `    importación            ${pad(`${r.import.timedOut ? '>' : ''}${r.import.seconds} s`, 8)}${pad(r.time_ratio.toFixed(2), 14)}${pad(`${r.import.rss_mb} MB`, 11)}${pad(r.rss_ratio?.toFixed(2) ?? '—', 15)}`,
    `    RSS máx. por proceso: ${r.import.processes}; la suma más alta a la vez, ${r.import.tree_rss_mb} MB. Importado: ${r.imported || 'sin resumen'}.`,
    '    Fases de la importación (líneas de progreso de la CLI):',
  ]
  for (const p of r.import.phases) {
    const amount = p.total ? `${p.done}/${p.total}${p.unit}` : p.done ? String(p.done) : ''
    const rate = p.rate ? `, ${p.rate}${p.unit}/s` : ''
    lines.push(
      `      ${pad(`${p.from}–${p.to} s`, 15)} ${pad(`${p.seconds} s`, 8)}  ${p.name}${amount ? ` (${amount}${rate})` : ''}; RSS ${p.rss_mb} MB al acabar`,
    )
  }
  return [...lines, ...archivesLines(r.archives)]
}

/** [key, label, pass, shown, value, limit] rows, as widgetBudgets gives them. */
export function wordpressImportBudgets(r) {
  if (!r) return []
  const full = r.scale === 1
  const seconds = full ? r.import.seconds : r.seconds_at_full_scale
  const over = r.import.timedOut ? '> ' : ''
  return [
    [
      'wp_import_s',
      `importación de WordPress (5.000 entradas, 50.000 comentarios) ≤ ${WP_IMPORT_BUDGETS.seconds} s${full ? '' : ` (extrapolado de la escala ${r.scale})`}`,
      !r.import.timedOut && seconds <= WP_IMPORT_BUDGETS.seconds,
      `${over}${seconds} s`,
      seconds,
      WP_IMPORT_BUDGETS.seconds,
    ],
    [
      'wp_import_rss_mb',
      `y memoria (RSS máx. de sus procesos a la vez: lanzador e importación) ≤ ${WP_IMPORT_BUDGETS.rss_mb} MB${full ? '' : ` (a escala ${r.scale})`}`,
      r.import.tree_rss_mb <= WP_IMPORT_BUDGETS.rss_mb,
      `${r.import.tree_rss_mb} MB`,
      r.import.tree_rss_mb,
      WP_IMPORT_BUDGETS.rss_mb,
    ],
    // At a smaller scale the archives are smaller too: their budget is for 5,000 articles.
    ...(full ? archivesBudgets(r.archives) : []),
  ]
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs a command in its own process group, timing it and sampling /proc for every process of its
 * tree: the peak RSS (VmHWM) of the one that peaks highest (the bundled import, not its launcher),
 * the highest sum of RSS at one moment, and the phases of its progress lines.
 */
async function measured(command, args, { env, timeoutS }) {
  const started = performance.now()
  const child = startProcess(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const since = () => (performance.now() - started) / 1000
  let output = ''
  const lines = []
  let worker = { pid: 0, hwm: 0, rss: 0 }
  let treeRss = 0
  let pending = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk) => {
    output += chunk
    pending += chunk
    const parts = pending.split('\n')
    pending = parts.pop()
    for (const line of parts) lines.push({ t: since(), line, rss: worker.rss })
  })
  child.stderr.on('data', (chunk) => (output += chunk))
  const procs = new Map() // pid → { label, peak }
  const sample = () => {
    let sum = 0
    for (const pid of processTree(child.pid)) {
      const status = procStatus(pid)
      if (!status) continue
      sum += status.rss
      let p = procs.get(pid)
      if (!p) procs.set(pid, (p = { label: 'otro', peak: 0 }))
      // Read each time: a child's command line is its parent's until it has exec'd.
      p.label = processLabel(pid) ?? p.label
      p.peak = Math.max(p.peak, status.hwm)
      // The process that does the work: the bundled script (node_modules/.cache/revela/…).
      if (p.label === 'importación' && pid !== worker.pid) worker = { pid, hwm: 0, rss: 0 }
      if (pid === worker.pid) worker = { pid, hwm: p.peak, rss: status.rss }
    }
    treeRss = Math.max(treeRss, sum)
  }
  const timer = setInterval(sample, SAMPLE_MS)
  let timedOut = false
  const deadline = setTimeout(async () => {
    timedOut = true
    await stopProcess(child)
  }, timeoutS * 1000)
  const exitCode = await new Promise((resolve) => {
    if (child.exitInfo) resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
  })
  clearInterval(timer)
  clearTimeout(deadline)
  const seconds = round(since(), 1)
  if (pending) lines.push({ t: since(), line: pending, rss: worker.rss })
  return {
    code: exitCode,
    exit: child.exitInfo,
    timedOut,
    seconds,
    // Without a recognised worker (another layout of the scripts), the process that peaked highest.
    rss_mb: round((worker.pid ? worker.hwm : Math.max(0, ...[...procs.values()].map((p) => p.peak))) / 1024, 0),
    tree_rss_mb: round(treeRss / 1024, 0),
    processes: [...procs.values()].map((p) => `${p.label} ${round(p.peak / 1024, 0)} MB`).join(', '),
    phases: phases(lines, seconds),
    output,
  }
}

/** What a process of the import's tree is, from its command line (null when it cannot be read). */
function processLabel(pid) {
  let cmd = ''
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()
  } catch {
    return null
  }
  if (!cmd) return null // exiting: it keeps the name it had
  if (/[\\/]\.cache[\\/]revela[\\/]/.test(cmd)) return cmd.includes('import-wordpress') ? 'importación' : 'preparación'
  if (cmd.includes('esbuild')) return 'esbuild'
  if (cmd.includes('generate:types')) return 'payload generate:types'
  if (cmd.includes('scripts/import-wordpress.mjs') || cmd.includes('scripts/prepare')) return 'lanzador'
  return path.basename(cmd.split(' ')[0] || 'otro')
}

/** VmRSS and VmHWM (peak) in kB, or null once the process is gone. */
function procStatus(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') }
  } catch {
    return null
  }
}

const PROGRESS = /^ {2}([A-ZÁÉÍÓÚ][^:→]*): ([\d,]+)(?:\/([\d,]+))?( MB)?/

/**
 * The phases from the CLI's progress lines (`  Artículos: 120/4937 (16/s)`): each runs from its
 * first line to its last when that one says it finished (done = total), else to the next phase's
 * first line; the stretches without progress lines in between (start-up, planning, the report)
 * are phases of their own.
 */
function phases(lines, endS) {
  const seen = []
  for (const { t, line, rss } of lines) {
    const m = PROGRESS.exec(line)
    if (!m) continue
    const [, name, doneText, totalText, unit] = m
    // Spanish decimals: «12,5/40,0 MB».
    const [done, total] = [doneText, totalText].map((n) => n && n.replace(',', '.'))
    let p = seen.find((s) => s.name === name)
    if (!p) seen.push((p = { name, first: t, firstDone: Number(done), unit: unit ? ' MB' : '' }))
    Object.assign(p, { last: t, done: Number(done), total: total ? Number(total) : 0, rss })
  }
  const out = []
  const add = (name, from, to, extra = {}) => {
    if (to - from < 0.05 && !extra.total && !extra.done) return
    const seconds = round(to - from, 1)
    out.push({ name, from: round(from, 1), to: round(to, 1), seconds, ...extra })
  }
  const rssAt = (t) => lines.filter((l) => l.t <= t).at(-1)?.rss ?? 0
  let at = 0
  seen.forEach((p, i) => {
    const next = seen[i + 1]?.first ?? null
    if (p.first - at >= 0.05)
      add(
        i === 0 ? 'arranque (esbuild, Payload, migraciones)' : `sin progreso (tras «${seen[i - 1].name}»)`,
        at,
        p.first,
        {
          rss_mb: round(rssAt(p.first) / 1024, 0),
        },
      )
    const finished = p.total ? p.done >= p.total : true
    const to = finished || next === null ? p.last : next
    const rate = to - p.first > 0.2 ? round((p.done - p.firstDone) / (to - p.first), 1) : null
    add(p.name, p.first, to, { done: p.done, total: p.total, rate, unit: p.unit, rss_mb: round(p.rss / 1024, 0) })
    at = to
  })
  add(seen.length ? 'informe y cierre' : 'todo (sin líneas de progreso)', at, endS, {
    rss_mb: round(rssAt(endS) / 1024, 0),
  })
  return out
}

/** What the CLI says it imported: its mapping lines («4930 entradas → artículos (…)»). */
function counts(output) {
  const pick = (re) => re.exec(output)?.[1]
  const parts = [
    [/(\d+) entradas → artículos/, 'artículos'],
    [/(\d+) páginas → páginas/, 'páginas'],
    [/(\d+) comentarios → comentarios/, 'comentarios'],
    [/(\d+) adjuntos → medios/, 'medios'],
  ]
  return parts
    .map(([re, label]) => (pick(re) ? `${pick(re)} ${label}` : null))
    .filter(Boolean)
    .join(', ')
}

const startupOf = (r) => (r.phases[0]?.name.startsWith('arranque') ? r.phases[0].seconds : 0)
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits
const mb = (bytes) => round(bytes / 1048576, 1)
const pad = (value, width) => String(value).padStart(width)

// Alone: node bench/wordpressImport.mjs [--scale 0.1]
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const i = process.argv.indexOf('--scale')
  const scale = i > 0 ? Number(process.argv[i + 1]) : process.argv.find((a) => a.startsWith('--scale='))?.slice(8)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'revela-bench-wp-'))
  process.on('exit', () => rmSync(tmp, { recursive: true, force: true }))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  try {
    log('• Importación de WordPress a escala (exportación generada, CLI real, SQLite nueva)…')
    const r = await measureWordpressImport(tmp, scale !== undefined ? { scale: Number(scale) } : {})
    log('')
    for (const line of wordpressImportLines(r)) log(line)
    log('')
    log('Presupuestos')
    for (const [, label, pass, shown] of wordpressImportBudgets(r))
      log(`  ${pass ? 'PASS' : 'FAIL'}  ${label}: ${shown}`)
    log('')
    log(`BENCH_JSON ${JSON.stringify({ wordpress_import: r })}`)
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
}
