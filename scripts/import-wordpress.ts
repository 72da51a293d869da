/**
 * `npm run import:wordpress -- export.xml [--uploads carpeta] [--media-from https://sitio-antiguo]
 *   [--dry-run] [--report informe.json] [--on-conflict=stop|skip|update]`
 * Run through scripts/import-wordpress.mjs (bundled by esbuild, after preload-lexical.mjs).
 * Moves a WordPress + Elementor + Contact Form 7 site into Revela (same DATABASE_URL as the site),
 * saying what it does and how far along it is; a failure is one line with the cause and the fix.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { stat, writeFile } from 'node:fs/promises'

import { sqliteFile } from '../src/backup/databaseSnapshot'
import { explainDatabaseError } from '../src/db/explainDatabaseError'
import { commandEnv, fail } from './commandEnv'
import { taxonomyBase } from '../src/globals/SiteSettings/taxonomyBase'
import { normalizeTaxonomyBase } from '@/addresses/legacyTaxonomyPath'
import { ImportError } from '../src/wordpress/import/core/importError'
import type { MediaSource } from '../src/wordpress/import/media/mediaSource'
import { remoteSource } from '../src/wordpress/import/media/remoteSource'
import { uploadsFolderSource } from '../src/wordpress/import/media/uploadsFolderSource'
import { printReport } from '../src/wordpress/import/printReport'
import { requestRevalidation } from '../src/lib/requestRevalidation'
import { ImportConflictError } from '../src/wordpress/import/writer/writeImport'

const USAGE =
  'Uso: npm run import:wordpress -- exportacion.xml [--uploads carpeta] [--media-from https://sitio-antiguo] [--dry-run] [--report informe.json] [--on-conflict=stop|skip|update] [--category-base base] [--tag-base base]'

type Args = {
  file: string
  uploads?: string
  mediaFrom?: string
  dryRun: boolean
  report?: string
  onConflict: 'stop' | 'skip' | 'update'
  categoryBase?: string
  tagBase?: string
}

function parseArgs(argv: string[]): Args {
  const args: Partial<Args> & { dryRun: boolean; onConflict: Args['onConflict'] } = {
    dryRun: false,
    onConflict: 'stop',
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => inline ?? argv[++i] ?? fail(`${flag} necesita un valor. ${USAGE}`)
    switch (flag) {
      case '--uploads':
        args.uploads = value()
        break
      case '--media-from':
        args.mediaFrom = value()
        break
      case '--report':
        args.report = value()
        break
      case '--category-base':
      case '--tag-base': {
        const v = normalizeTaxonomyBase(value())
        const problem = taxonomyBase(v)
        if (problem !== true) fail(`${flag}: ${problem}`)
        args[flag === '--category-base' ? 'categoryBase' : 'tagBase'] = v
        break
      }
      case '--dry-run':
        args.dryRun = true
        break
      case '--on-conflict': {
        const v = value()
        if (v !== 'stop' && v !== 'skip' && v !== 'update')
          fail(`--on-conflict admite stop, skip o update (recibido: «${v}»).`)
        args.onConflict = v as Args['onConflict']
        break
      }
      case '--help':
      case '-h':
        console.log(USAGE)
        process.exit(0)
        break
      default:
        if (flag.startsWith('-')) fail(`Opción desconocida: ${flag}. ${USAGE}`)
        if (args.file) fail(`Solo se importa un archivo a la vez (sobra «${flag}»). ${USAGE}`)
        args.file = flag
    }
  }
  if (!args.file) fail(`Falta el archivo de exportación. ${USAGE}`)
  if (args.uploads && args.mediaFrom) fail('Usa --uploads o --media-from, no los dos.')
  return args as Args
}

const args = parseArgs(process.argv.slice(2))
// A dry run signs nothing: without PAYLOAD_SECRET it takes a passing one rather than writing one to
// the data folder (env.ts does on a first start), so that it writes nothing at all.
if (args.dryRun && !process.env.PAYLOAD_SECRET) process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
const e2 = commandEnv()

const info = await stat(args.file).catch(() => null)
if (!info?.isFile())
  fail(
    `No existe el archivo «${args.file}»: indica la exportación de WordPress (Herramientas → Exportar → Todo el contenido).`,
  )

/** A figure as Spanish writes it, with a decimal comma and no thousands separator (the bench reads these lines). */
const number = (n: number, digits = 0) =>
  n.toLocaleString('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })

// One line per phase, then at most one every two seconds, with the rate.
let lastPhase = ''
let lastAt = 0
let lastDone = -1
let phaseStart = Date.now()
const progress = (phase: string, done: number, total: number) => {
  const now = Date.now()
  if (phase !== lastPhase) {
    lastPhase = phase
    phaseStart = now
  } else if (done === lastDone || (now - lastAt < 2000 && done !== total)) return
  lastAt = now
  lastDone = done
  const rate = done / Math.max(0.001, (now - phaseStart) / 1000)
  const bytes = phase.startsWith('Leyendo') && total > 0
  const amount = bytes
    ? `${number(done / 1048576, 1)}/${number(total / 1048576, 1)} MB`
    : total
      ? `${number(done)}/${number(total)}`
      : number(done)
  const speed = bytes ? `${number(rate / 1048576, 1)} MB/s` : `${number(rate, rate >= 10 ? 0 : 1)}/s`
  console.log(`  ${phase}: ${amount}${done > 0 && total ? ` (${speed})` : ''}`)
}

const started = Date.now()
console.log(
  `• ${args.dryRun ? 'Simulación (no se escribe nada)' : 'Importación'} de ${args.file} en ${e2.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}…`,
)
try {
  let media: MediaSource | undefined
  if (args.uploads) media = await uploadsFolderSource(args.uploads)
  if (args.mediaFrom)
    media = await remoteSource(args.mediaFrom, { allowPrivate: process.env.REVELA_IMPORT_ALLOW_PRIVATE_MEDIA === '1' })
  if (!media) console.log('  Sin --uploads ni --media-from: los medios se listarán como ausentes.')
  const payload = await openDatabase()
  const { runImport } = await import('../src/wordpress/import/runImport')
  const { report, result } = await runImport(payload, {
    open: () => createReadStream(args.file, { encoding: 'utf8', highWaterMark: 1 << 20 }),
    size: info!.size,
    media,
    dryRun: args.dryRun,
    onConflict: args.onConflict,
    taxonomyBases:
      args.categoryBase || args.tagBase
        ? { categoryBase: args.categoryBase ?? null, tagBase: args.tagBase ?? null }
        : undefined,
    progress,
  })
  printReport(report, (line) => console.log(line))
  if (args.report) await writeFile(args.report, JSON.stringify(report, null, 2))
  await payload?.destroy()
  if (result) {
    const revalidated = await requestRevalidation(e2.port, e2.payloadSecret)
    console.log(
      revalidated
        ? '• El sitio en marcha ya muestra el contenido importado.'
        : '• El sitio no está en marcha: mostrará el contenido importado al arrancar (npm start).',
    )
  }
  console.log(
    `• ${args.dryRun ? 'Simulación terminada' : 'Importación terminada'} en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  process.exit(0)
} catch (error) {
  if (process.env.REVELA_DEBUG) console.error(error)
  if (error instanceof ImportConflictError) {
    for (const line of error.conflicts) console.error(`  - ${line}`)
    fail(error.message)
  }
  if (error instanceof ImportError) fail(error.message)
  fail(explainDatabaseError(error, e2.databaseUrl))
}

/**
 * The site's Payload, its migrations applied; a dry run applies none (it writes nothing) and, on
 * SQLite, does not create a database that does not exist yet: it then compares with an empty site (null).
 */
async function openDatabase() {
  if (args.dryRun && e2.dialect === 'sqlite' && !existsSync(sqliteFile(e2.databaseUrl))) {
    console.log(
      `  La base de datos ${sqliteFile(e2.databaseUrl)} aún no existe: la simulación no la crea y compara con un sitio vacío.`,
    )
    return null
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const { migrateDatabase, pendingMigrations } = await import('../src/db/migrateDatabase')
  if (!args.dryRun) await migrateDatabase(payload)
  else if ((await pendingMigrations(payload).catch(() => ['?'])).length)
    fail(
      'La base de datos necesita migraciones que una simulación no aplica (no escribe nada): arranca el sitio (npm start) o importa sin --dry-run, y vuelve a simular.',
    )
  return payload
}
