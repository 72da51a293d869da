import { createReadStream } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { noMediaSource } from '../../import/media/mediaSource'
import { uploadsFolderSource } from '../../import/media/uploadsFolderSource'
import { runImport } from '../../import/runImport'
import type { OnConflict } from '../../import/writer/writeImport'
import type { StoredFiles, StoredProgress } from '../core/importStatus'
import { extractUploadsZip, uploadsRoot } from './extractUploadsZip'
import { failRun, stage, updateRun } from './failRun'
import { progressRecorder } from './progressRecorder'

/** What the site asks its import process to do (scripts/wordpress-import-worker.ts). */
export type AdminJob =
  | { kind: 'analysis'; id: number; files: StoredFiles }
  | { kind: 'import'; id: number; files: StoredFiles; onConflict: OnConflict }

/** What the import process tells the site: its progress (and heartbeat), then how it ended. */
export type JobMessage = { type: 'progress'; progress: StoredProgress } | { type: 'end'; ok: boolean }

/**
 * One admin run, in the import process with its own Payload. The analysis (a dry run) unpacks the
 * media, reads the export and stores the report the admin confirms; the import writes everything
 * in the writer's transaction (which marks the record done) and leaves the re-rendering of the
 * site to the site's process, which alone can ask Next for it. A failure is recorded as one line
 * (failRun). Resolves whether it succeeded; `onProgress` hears each progress the record would.
 */
export async function runAdminJob(
  payload: Payload,
  job: AdminJob,
  onProgress: (progress: StoredProgress) => void,
): Promise<boolean> {
  const { id, files } = job
  // While the import holds SQLite's one write lock, the record cannot be written: the site's
  // process keeps the progress it hears instead (progressRecorder's liveProgress).
  const persist = job.kind === 'analysis' || payload.db.name !== 'sqlite'
  const recorder = progressRecorder(payload, id, { persist, onWrite: onProgress })
  const open = () => createReadStream(files.export.path, { encoding: 'utf8', highWaterMark: 1 << 20 })
  try {
    if (job.kind === 'analysis') {
      const media = files.uploads
        ? await uploadsFolderSource(
            await extractUploadsZip(files.uploads.path, path.join(files.dir, 'medios'), (done, total) =>
              recorder.progress('Descomprimiendo los medios', done, total),
            ),
          )
        : noMediaSource
      const { report } = await runImport(payload, {
        open,
        size: files.export.bytes,
        media,
        dryRun: true,
        progress: recorder.progress,
      })
      await recorder.stop()
      await updateRun(payload, id, {
        source: report.site.url || files.export.name,
        report,
        progress: stage('Listo para importar'),
      })
    } else {
      const mediaRoot = files.uploads ? await uploadsRoot(path.join(files.dir, 'medios')) : null
      const media = mediaRoot ? await uploadsFolderSource(mediaRoot) : noMediaSource
      const { report } = await runImport(payload, {
        open,
        size: files.export.bytes,
        media,
        onConflict: job.onConflict,
        progress: recorder.progress,
        recordId: id,
      })
      await recorder.stop()
      await updateRun(payload, id, { report, progress: stage('Actualizando el sitio') })
    }
    return true
  } catch (error) {
    await recorder.stop()
    await failRun(payload, id, error, files)
    return false
  }
}
