/**
 * `npm run backup -- backup.tar.gz`, run through scripts/run.mjs like prepare: a consistent copy of
 * the site while it serves — the database (SQLite's VACUUM INTO, or pg_dump), every media file,
 * the files visitors sent with forms, the client galleries' photos, and manifest.json with the documents per collection and each file's checksum. Each step says what
 * it is doing; a failure is one line with the cause.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { snapshotDatabase } from '../src/backup/databaseSnapshot'
import { documentCounts } from '../src/backup/documentCounts'
import type { BackupManifest } from '../src/backup/manifest'
import { mediaInventory, sha256 } from '../src/backup/mediaInventory'
import { GALLERIES_FOLDER } from '../src/backup/manifest'
import { SUBMISSION_FILES_FOLDER } from '../src/collections/SubmissionFiles/folder'
import { commandEnv, fail } from './commandEnv'

const target = process.argv[2]
if (!target || target.startsWith('-')) fail('Indica dónde escribir la copia: npm run backup -- copia.tar.gz')
const out = path.resolve(target!)
const site = commandEnv()
if (site.s3)
  fail(
    'Las fotos están en un bucket S3: esta copia solo guarda las de disco. Copia el bucket con las herramientas de tu proveedor y la base de datos con pg_dump.',
  )

const started = Date.now()
const work = mkdtempSync(path.join(tmpdir(), 'revela-backup-'))
try {
  console.log(
    `• Copiando la base de datos (${site.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}) mientras el sitio sigue sirviendo…`,
  )
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const databaseFile = site.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump'
  // The counts are read first: documents written between them and the snapshot are in the copy too.
  const documents = await documentCounts(payload)
  await snapshotDatabase(payload, site, path.join(work, databaseFile))
  await payload.destroy()
  const total = Object.values(documents).reduce((a, b) => a + b, 0)
  console.log(`  ${total} documentos en ${Object.keys(documents).length} colecciones.`)

  console.log(`• Copiando las fotos y los archivos de ${site.mediaDir}…`)
  cpSync(site.mediaDir, path.join(work, 'media'), { recursive: true, force: true, errorOnExist: false })
  const media = await mediaInventory(
    path.join(work, 'media'),
    (done) => done % 200 === 0 && console.log(`  ${done} archivos…`),
  )
  console.log(`  ${media.length} archivos, ${(media.reduce((a, m) => a + m.bytes, 0) / 1e6).toFixed(1)} MB.`)

  // Files visitors sent with the contact forms: private, kept apart from the public media.
  const received = path.join(site.dataDir, SUBMISSION_FILES_FOLDER)
  console.log(`• Copiando los archivos recibidos con los formularios (${received})…`)
  if (existsSync(received))
    cpSync(received, path.join(work, SUBMISSION_FILES_FOLDER), { recursive: true, force: true, errorOnExist: false })
  const submissionFiles = await mediaInventory(path.join(work, SUBMISSION_FILES_FOLDER))
  console.log(`  ${submissionFiles.length} archivos.`)

  // Client galleries' originals and web sizes: private like the forms' files, and the studio's only
  // copy of a session until it is delivered, so they are in the copy too.
  console.log(`• Copiando las fotos de las galerías de clientes (${site.galleriesDir})…`)
  if (existsSync(site.galleriesDir))
    cpSync(site.galleriesDir, path.join(work, GALLERIES_FOLDER), { recursive: true, force: true, errorOnExist: false })
  const galleryFiles = await mediaInventory(path.join(work, GALLERIES_FOLDER))
  console.log(
    `  ${galleryFiles.length} archivos, ${(galleryFiles.reduce((a, m) => a + m.bytes, 0) / 1e6).toFixed(1)} MB.`,
  )

  const databasePath = path.join(work, databaseFile)
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    dialect: site.dialect,
    database: { file: databaseFile, bytes: statSync(databasePath).size, sha256: await sha256(databasePath) },
    documents,
    media,
    submissionFiles,
    galleryFiles,
  }
  writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 1))

  console.log(`• Comprimiendo en ${out}…`)
  // The copy holds password hashes, sessions and visitors' files: its owner alone may read it, from
  // its first byte (tar writes into the file made here, which keeps its mode).
  closeSync(openSync(out, 'w', 0o600))
  chmodSync(out, 0o600)
  const tar = spawnSync('tar', ['-czf', out, '-C', work, '.'], { encoding: 'utf8' })
  if (tar.status !== 0) fail(`No se pudo escribir ${out}: ${tar.stderr.trim() || tar.error?.message}`)
  console.log(
    `• Copia lista: ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  )
  process.exit(0)
} catch (error) {
  if (process.env.REVELA_DEBUG) console.error(error)
  fail(`La copia no se pudo hacer: ${(error as Error).message}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
