import { createReadStream } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/env'

import { ImportError } from '../../import/core/importError'
import { noMediaSource } from '../../import/media/mediaSource'
import { uploadsFolderSource } from '../../import/media/uploadsFolderSource'
import { requestRevalidation } from '@/lib/requestRevalidation'
import { runImport } from '../../import/runImport'
import { ImportConflictError, type OnConflict } from '../../import/writer/writeImport'
import type { StoredFiles, StoredProgress } from '../core/importStatus'
import { extractUploadsZip, uploadsRoot } from './extractUploadsZip'
import { removeRunFolder } from './importFolder'
import { progressRecorder } from './progressRecorder'

/** A run whose heartbeat is older than this died with its server. */
export const STALE_MS = 60_000

type Slot = { id: number; kind: 'analysis' | 'import' }
const holder = globalThis as typeof globalThis & { __revelaWordPressImport?: Slot | null }

/** The run this server process is working on, if any (one at a time). */
export const activeRun = (): Slot | null => holder.__revelaWordPressImport ?? null

/** Takes the process's single slot for a run; false when another holds it. */
export function claimSlot(slot: Slot): boolean {
  if (holder.__revelaWordPressImport) return false
  holder.__revelaWordPressImport = slot
  return true
}

/** Frees the slot (a run that ends, or an upload refused before its run began). */
export const releaseSlot = () => {
  holder.__revelaWordPressImport = null
}

const at = () => new Date().toISOString()
const stage = (phase: string): StoredProgress => ({ phase, done: 0, total: 0, at: at() })

/**
 * The dry run, beside the server and not inside the upload's request: unpacks the media, reads
 * the export and stores the report the admin confirms. The slot must already be claimed.
 */
export function analyseInBackground(payload: Payload, id: number, files: StoredFiles): void {
  void (async () => {
    const recorder = progressRecorder(payload, id)
    try {
      const media = files.uploads
        ? await uploadsFolderSource(
            await extractUploadsZip(files.uploads.path, path.join(files.dir, 'medios'), (done, total) =>
              recorder.progress('Descomprimiendo los medios', done, total),
            ),
          )
        : noMediaSource
      const { report } = await runImport(payload, {
        open: () => createReadStream(files.export.path, { encoding: 'utf8', highWaterMark: 1 << 20 }),
        size: files.export.bytes,
        media,
        dryRun: true,
        progress: recorder.progress,
      })
      await recorder.stop()
      await update(payload, id, { source: report.site.url || files.export.name, report, progress: stage('Listo para importar') })
    } catch (error) {
      await recorder.stop()
      await failRun(payload, id, error, files)
    } finally {
      releaseSlot()
    }
  })()
}

/**
 * The import itself, beside the server: writes everything in the writer's transaction, marks the
 * record done (the writer does, inside it), has the whole site re-rendered and removes the uploads.
 * The slot must already be claimed.
 */
export function importInBackground(payload: Payload, id: number, files: StoredFiles, onConflict: OnConflict): void {
  void (async () => {
    const sqlite = payload.db.name === 'sqlite'
    const recorder = progressRecorder(payload, id, { persist: !sqlite })
    try {
      const mediaRoot = files.uploads ? await uploadsRoot(path.join(files.dir, 'medios')) : null
      const media = mediaRoot ? await uploadsFolderSource(mediaRoot) : noMediaSource
      const { report } = await runImport(payload, {
        open: () => createReadStream(files.export.path, { encoding: 'utf8', highWaterMark: 1 << 20 }),
        size: files.export.bytes,
        media,
        onConflict,
        progress: recorder.progress,
        recordId: id,
      })
      await recorder.stop()
      await update(payload, id, { report, progress: stage('Actualizando el sitio') })
      const e = env()
      const revalidated = await requestRevalidation(e.port, e.payloadSecret)
      if (!revalidated)
        payload.logger.warn(
          'La importación de WordPress ha terminado pero el sitio no ha respondido a la revalidación: reinícialo para ver el contenido importado.',
        )
      await update(payload, id, { progress: stage(revalidated ? 'Terminada' : 'Terminada (reinicia el sitio para ver el contenido)') })
      await removeRunFolder(files.dir)
    } catch (error) {
      await recorder.stop()
      await failRun(payload, id, error, files)
    } finally {
      releaseSlot()
    }
  })()
}

/** Marks a run failed with one line for the admin (never a stack trace) and removes its files. */
export async function failRun(payload: Payload, id: number, error: unknown, files: StoredFiles | null): Promise<void> {
  let line: string
  let details: string[] = []
  if (error instanceof ImportConflictError) {
    const n = error.conflicts.length
    line = `La importación se detiene sin escribir nada: ${n} conflicto${n === 1 ? '' : 's'} con contenido de Revela. Vuelve a subir los archivos y elige saltarlos o sobrescribirlos.`
    details = error.conflicts
  } else if (error instanceof ImportError) {
    line = error.message
  } else {
    payload.logger.error({ err: error }, 'La importación de WordPress ha fallado')
    line =
      'La importación ha fallado por un error inesperado del servidor; el detalle está en su registro. Inténtalo de nuevo o avisa a quien mantiene el sitio.'
  }
  await update(payload, id, { status: 'failed', error: line, errorDetails: details, finishedAt: at() }).catch((e) =>
    payload.logger.error({ err: e }, 'No se ha podido marcar como fallida la importación de WordPress'),
  )
  await removeRunFolder(files?.dir).catch(() => {})
}

function update(payload: Payload, id: number, data: Record<string, unknown>) {
  return payload.update({ collection: 'wordpress-imports', id, data, overrideAccess: true, depth: 0 })
}
