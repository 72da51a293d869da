/**
 * `npm run restore -- backup.tar.gz [--force]`, run through scripts/run.mjs like prepare: puts a
 * copy made by `npm run backup` into this site (DATABASE_URL, MEDIA_DIR, DATA_DIR) while the site is stopped,
 * then checks every collection's documents and every file's checksum against the copy's manifest.
 * A site that already holds content is refused unless --force says to replace it.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { restoreDatabase, sqliteFile } from '../src/backup/databaseSnapshot'
import { documentCounts } from '../src/backup/documentCounts'
import { irregularEntry } from '../src/backup/irregularEntry'
import { parseManifest, restoreProblems } from '../src/backup/manifest'
import { mediaInventory, sha256 } from '../src/backup/mediaInventory'
import { GALLERIES_FOLDER } from '../src/backup/manifest'
import { SUBMISSION_FILES_FOLDER } from '../src/collections/SubmissionFiles/folder'
import { commandEnv, fail } from './commandEnv'

const args = process.argv.slice(2)
const force = args.includes('--force')
const source = args.find((a) => !a.startsWith('--'))
if (!source) fail('Indica la copia que quieres recuperar: npm run restore -- copia.tar.gz [--force]')
const archive = path.resolve(source!)
if (!existsSync(archive)) fail(`No existe ${archive}.`)
const site = commandEnv()

const started = Date.now()
const work = mkdtempSync(path.join(tmpdir(), 'revela-restore-'))
try {
  console.log(`• Abriendo ${archive}…`)
  const tar = spawnSync('tar', ['-xzf', archive, '-C', work, '--no-same-owner', '--no-same-permissions'], {
    encoding: 'utf8',
  })
  if (tar.status !== 0)
    fail(
      `No se pudo abrir ${archive}: no es una copia hecha con npm run backup, o está incompleta (${(tar.stderr.trim().split('\n')[0] || tar.error?.message) ?? ''}).`,
    )
  // Before anything is read or written: only plain files and folders come from a copy.
  const irregular = irregularEntry(work)
  if (irregular)
    fail(
      `La copia contiene «${irregular}», que no es un archivo ni una carpeta (un enlace, por ejemplo): no se ha recuperado nada.`,
    )
  const manifest = parseManifest(
    existsSync(path.join(work, 'manifest.json')) ? readFileSync(path.join(work, 'manifest.json'), 'utf8') : '',
  )
  if (typeof manifest === 'string') fail(manifest)
  const copy = manifest as Exclude<typeof manifest, string>
  if (copy.dialect !== site.dialect)
    fail(
      `La copia es de ${copy.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} y este sitio usa ${site.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: cambia DATABASE_URL.`,
    )
  const databasePath = path.join(work, copy.database.file)
  if (!existsSync(databasePath) || (await sha256(databasePath)) !== copy.database.sha256)
    fail('La base de datos de la copia está dañada (su suma de comprobación no coincide).')

  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  if (!force && (await holdsContent(site)))
    fail(
      'Este sitio ya tiene contenido. Para sustituirlo por la copia, repite con --force (se pierde lo que hay ahora).',
    )

  console.log(`• Recuperando la base de datos (${copy.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})…`)
  if (site.dialect === 'sqlite') mkdirSync(path.dirname(sqliteFile(site.databaseUrl)), { recursive: true })
  await restoreDatabase(site, databasePath)

  console.log(`• Recuperando ${copy.media.length} fotos y archivos en ${site.mediaDir}…`)
  if (force) rmSync(site.mediaDir, { recursive: true, force: true })
  mkdirSync(site.mediaDir, { recursive: true })
  if (existsSync(path.join(work, 'media'))) cpSync(path.join(work, 'media'), site.mediaDir, { recursive: true })

  const received = path.join(site.dataDir, SUBMISSION_FILES_FOLDER)
  console.log(
    `• Recuperando ${copy.submissionFiles?.length ?? 0} archivos recibidos con los formularios en ${received}…`,
  )
  if (force) rmSync(received, { recursive: true, force: true })
  if (existsSync(path.join(work, SUBMISSION_FILES_FOLDER)))
    cpSync(path.join(work, SUBMISSION_FILES_FOLDER), received, { recursive: true })

  console.log(`• Recuperando ${copy.galleryFiles?.length ?? 0} fotos de galerías de clientes en ${site.galleriesDir}…`)
  if (force) rmSync(site.galleriesDir, { recursive: true, force: true })
  if (existsSync(path.join(work, GALLERIES_FOLDER)))
    cpSync(path.join(work, GALLERIES_FOLDER), site.galleriesDir, { recursive: true })

  console.log('• Comprobando lo recuperado con el manifiesto de la copia…')
  const payload = await getPayload({ config })
  const documents = await documentCounts(payload)
  await payload.destroy()
  const media = await mediaInventory(site.mediaDir)
  const problems = restoreProblems(
    copy,
    documents,
    media,
    await mediaInventory(received),
    await mediaInventory(site.galleriesDir),
  )
  if (problems.length > 0) fail(`La recuperación no está completa:\n  ${problems.slice(0, 20).join('\n  ')}`)
  const total = Object.values(documents).reduce((a, b) => a + b, 0)
  console.log(
    `• Copia recuperada: ${total} documentos y ${media.length} archivos, iguales a la copia del ${copy.createdAt} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  )
  process.exit(0)
} catch (error) {
  if (process.env.REVELA_DEBUG) console.error(error)
  fail(`La copia no se pudo recuperar: ${(error as Error).message}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}

/** Whether the site already has a database with users or content, or files in its media, received-files or galleries folder. */
async function holdsContent(s: typeof site): Promise<boolean> {
  const hasFiles = async (dir: string) => existsSync(dir) && (await mediaInventory(dir)).length > 0
  if (
    (await hasFiles(s.mediaDir)) ||
    (await hasFiles(path.join(s.dataDir, SUBMISSION_FILES_FOLDER))) ||
    (await hasFiles(s.galleriesDir))
  )
    return true
  if (s.dialect === 'sqlite') return existsSync(sqliteFile(s.databaseUrl))
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: s.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    )
    return (rows[0] as { n: number }).n > 0
  } finally {
    await client.end()
  }
}
