// The dependency audit's shared pieces (`npm run audit`, `npm run audit:update`): which installed
// packages the committed advisory list must cover, how npm audit's report becomes one line per
// advisory, and how that list is checked against what is installed when the registry's advisory
// service does not answer. npm audit asks it with a POST; a registry mirror that only serves GET
// (this machine's answers 405) leaves the committed list, written from the service's last answer,
// as the only source. tests/unit/scripts/advisoryList.test.ts fails when the list was checked for
// other versions than those installed, so an upgrade forces a new check.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const LIST_FILE = path.join(root, 'security', 'advisories.json')
/** Past this age the list is said to be out of date: advisories are published every week. */
export const MAX_LIST_AGE_DAYS = 30
/** The production packages the list must cover: the framework and the ones that parse what strangers send. */
export const WATCHED = ['next', 'payload', 'nodemailer', 'sanitize-html', 'busboy', 'sharp']
/** Every installed package of these scopes is watched too (Payload's adapters, admin and editor). */
export const WATCHED_SCOPES = ['@payloadcms']

const SEVERITY_RANK = { critical: 4, high: 3, moderate: 2, low: 1, info: 0 }
const SEVERITY_ES = { critical: 'CRÍTICA', high: 'ALTA', moderate: 'MODERADA', low: 'BAJA', info: 'INFORMATIVA' }

/** The version of the package installed at a node_modules path (`node_modules/a/node_modules/b`), or null. */
export function versionAt(location, dir = root) {
  const file = path.join(dir, location, 'package.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).version ?? null) : null
}

/**
 * The installed versions of the watched packages, by name (sorted; absent packages left out).
 * @returns {Record<string, string>}
 */
export function watchedVersions(dir = root) {
  const names = [...WATCHED]
  for (const scope of WATCHED_SCOPES) {
    const scopeDir = path.join(dir, 'node_modules', scope)
    if (existsSync(scopeDir)) names.push(...readdirSync(scopeDir).map((name) => `${scope}/${name}`))
  }
  /** @type {Record<string, string>} */
  const versions = {}
  for (const name of names.sort()) {
    const version = versionAt(path.join('node_modules', name), dir)
    if (version) versions[name] = version
  }
  return versions
}

/**
 * `npm audit --omit=dev --json` as npm writes it: `{ answered: true, report }` when the advisory
 * service answered, else `{ answered: false, reason }` with npm's one-line reason.
 */
export function runNpmAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json', '--fetch-retries=1'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  let output = null
  try {
    output = JSON.parse(result.stdout)
  } catch {
    // Not JSON: the reason is read from what npm printed, below.
  }
  if (output?.auditReportVersion) return { answered: true, report: output }
  const reason =
    output?.message ??
    result.error?.message ??
    result.stderr.trim().split('\n').pop() ??
    `npm audit terminó con el código ${result.status}`
  return { answered: false, reason }
}

/** The registry npm asks for advisories (the advisory service is a path of it). */
export function advisoryService() {
  const registry = spawnSync('npm', ['config', 'get', 'registry'], { cwd: root, encoding: 'utf8' }).stdout.trim()
  return `${registry.replace(/\/?$/, '/')}-/npm/v1/security/advisories/bulk`
}

/**
 * One entry per advisory from npm audit's report (version 2): the package it is about, where and
 * at which version that package is installed, its severity, title, address, vulnerable range and
 * npm's fix (true: `npm audit fix`; { name, version, isSemVerMajor }; false: none). Entries that
 * only say «depends on a vulnerable package» are left out: their advisory has its own entry.
 */
export function advisoriesFromReport(report, versionOf = (location) => versionAt(location)) {
  const advisories = []
  for (const vuln of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vuln.via) {
      if (typeof via !== 'object') continue
      advisories.push({
        package: via.name,
        installed: vuln.nodes.map((location) => ({ location, version: versionOf(location) })),
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range,
        fix: vuln.fixAvailable,
      })
    }
  }
  return advisories.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      a.package.localeCompare(b.package) ||
      a.url.localeCompare(b.url),
  )
}

/** «1 aviso», «3 avisos». */
export const countAdvisories = (count) => `${count} ${count === 1 ? 'aviso' : 'avisos'}`

/** High and critical advisories are the ones that fail the audit. */
export const isSerious = (advisory) => SEVERITY_RANK[advisory.severity] >= SEVERITY_RANK.high

/** One line per advisory: severity, package and installed versions, title, address, fix. */
export function formatAdvisory(advisory) {
  const versions = [...new Set(advisory.installed.map((node) => node.version))].join(', ')
  return `  ${(SEVERITY_ES[advisory.severity] ?? advisory.severity).padEnd(11)} ${advisory.package} ${versions} — ${advisory.title} — ${advisory.url} — arreglo: ${formatFix(advisory.fix)}`
}

function formatFix(fix) {
  if (fix === true) return 'npm audit fix (dentro de las versiones que admite package.json)'
  if (fix && typeof fix === 'object')
    return `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (versión mayor: revisar antes de actualizar)' : ''}`
  return 'ninguno publicado'
}

/** A date as the studio reads it: «25 de noviembre de 2026». */
export const longDate = (iso) => new Date(iso).toLocaleDateString('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * The committed list read against what is installed: `problems` (out of date, never answered,
 * checked for other versions — one sentence each) and the listed advisories that still apply (the
 * package is still installed at that place and version). Pure: the caller passes the installed
 * versions, a look-up by location and the current time.
 */
export function checkList(list, installed, versionOf, now = new Date()) {
  const problems = []
  const age = Math.floor((now.getTime() - Date.parse(list.checkedAt)) / 86_400_000)
  if (age > MAX_LIST_AGE_DAYS)
    problems.push(
      `La lista tiene ${age} días (más de ${MAX_LIST_AGE_DAYS}): puede faltar algún aviso publicado después.`,
    )
  if (!list.answered)
    problems.push(
      `Aquella comprobación no obtuvo respuesta del servicio (${list.failure}): no se sabe si esas versiones tienen avisos.`,
    )
  for (const name of new Set([...Object.keys(installed), ...Object.keys(list.versions)])) {
    const current = installed[name]
    const checked = list.versions[name]
    if (current !== checked)
      problems.push(`${name}: instalada ${current ?? 'ninguna'}, comprobada ${checked ?? 'ninguna'}.`)
  }
  const advisories = (list.advisories ?? [])
    .map((advisory) => ({
      ...advisory,
      installed: advisory.installed.filter((node) => versionOf(node.location) === node.version),
    }))
    .filter((advisory) => advisory.installed.length > 0)
  return { age, problems, advisories }
}
