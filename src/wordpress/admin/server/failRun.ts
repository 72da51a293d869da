import type { Payload } from 'payload'

import { errorMessage } from '@/lib/errorMessage'

import { ImportError } from '../../import/core/importError'
import { ImportConflictError } from '../../import/writer/writeImport'
import type { StoredFiles, StoredProgress } from '../core/importStatus'
import { removeRunFolder } from './importFolder'

const at = () => new Date().toISOString()

/** A phase without a count, as the run's record keeps it. */
export const stage = (phase: string): StoredProgress => ({ phase, done: 0, total: 0, at: at() })

/** A run's last phase: the view stops following it there (StoredProgress). */
export const finalStage = (phase: string): StoredProgress => ({ ...stage(phase), final: true })

/** Writes into a run's record. */
export function updateRun(payload: Payload, id: number, data: Record<string, unknown>) {
  return payload.update({ collection: 'wordpress-imports', id, data, overrideAccess: true, depth: 0 })
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
  // The files go first: when the admin reads «failed», nothing of the run is left on the server.
  await removeRunFolder(files?.dir).catch((error: unknown) =>
    payload.logger.warn(
      `No se ha podido borrar la carpeta de la importación de WordPress ${id}: ${errorMessage(error)}`,
    ),
  )
  await updateRun(payload, id, { status: 'failed', error: line, errorDetails: details, finishedAt: at() }).catch((e) =>
    payload.logger.error({ err: e }, 'No se ha podido marcar como fallida la importación de WordPress'),
  )
}
