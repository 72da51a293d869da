/**
 * Run through scripts/run.mjs (bundled by esbuild, after preload-lexical.mjs), not directly.
 * Gets the database ready before the site starts: validates the environment, applies the committed
 * migrations and seeds the demo studio on first start. Each step says what it is doing; a failure is
 * one line with the cause and the fix.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { explainDatabaseError } from '../src/db/explainDatabaseError'
import { commandEnv, fail } from './commandEnv'

const e2 = commandEnv()

if (e2.dialect === 'sqlite') {
  const file = e2.databaseUrl.replace(/^file:/, '')
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}
mkdirSync(e2.mediaDir, { recursive: true })

const started = Date.now()
// A database held by another process, or a storage service that never answers, can leave the step
// waiting with nothing else to do, and Node would then exit silently: say what is probably wrong.
let watchdog: NodeJS.Timeout | undefined
const watch = (stalled: string) => {
  clearTimeout(watchdog)
  watchdog = setTimeout(() => fail(stalled), 120_000)
}
watch(
  `La base de datos ${e2.databaseUrl} no responde desde hace 2 minutos: ¿hay otra instancia de Revela usándola? Detenla y vuelve a intentarlo.`,
)
console.log(`• Base de datos: ${e2.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; aplicando migraciones…`)
try {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const { migrateDatabase } = await import('../src/db/migrateDatabase')
  await migrateDatabase(payload)
  const { seed } = await import('../src/seed')
  watch(
    e2.s3
      ? `La siembra de la demo lleva 2 minutos sin terminar: ¿responde el almacenamiento S3 (${e2.s3.endpoint ?? `el bucket ${e2.s3.bucket}`})? Compruébalo y vuelve a intentarlo.`
      : `La siembra de la demo lleva 2 minutos sin terminar: ¿hay otra instancia de Revela usando ${e2.databaseUrl}? Detenla y vuelve a intentarlo.`,
  )
  const seeded = await seed(payload, e2)
  // Where each page, photo and form is used, for the admin's warnings: the documents saved since
  // the index was last brought up to date (all of them the first time), here rather than on the
  // first question in the admin, which a site's process should answer at once.
  const { reconcileAllReferences } = await import('../src/references/server/referenceIndex')
  const indexed = await reconcileAllReferences(payload, (done) =>
    console.log(`  Índice de referencias: ${done} documentos…`),
  )
  if (indexed) console.log(`• Índice de referencias al día (${indexed} documentos).`)
  console.log(
    `• Base de datos lista${seeded ? ' y demo sembrada' : ''} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  )
  await payload.destroy()
  clearTimeout(watchdog)
  process.exit(0)
} catch (error) {
  if (process.env.REVELA_DEBUG) console.error(error)
  fail(explainDatabaseError(error, e2.databaseUrl))
}
