import type { Payload } from 'payload'

import type { WordpressImport } from '@/payload-types'

import { ImportError } from '../../import/core/importError'
import { STALE_MS, type StoredFiles, type StoredProgress } from '../core/importStatus'
import { removeRunFolder } from './importFolder'
import { failRun } from './failRun'
import { activeRun, slotFreed } from './importRunner'

export const BUSY_MESSAGE =
  'Ya hay una importación en marcha: espera a que termine (puedes seguirla en Herramientas → Importar desde WordPress).'

const isWorking = (doc: WordpressImport) => doc.status === 'running' || (doc.status === 'planned' && !doc.report)

const heartbeatAge = (doc: WordpressImport) =>
  Date.now() - Date.parse((doc.progress as StoredProgress | null)?.at ?? doc.updatedAt)

/**
 * A run that says it is working but that no server is running any more (this process does not
 * hold it and its heartbeat stopped: the server was restarted) is marked failed.
 */
async function settleIfStale(payload: Payload, doc: WordpressImport): Promise<boolean> {
  if (!isWorking(doc) || activeRun()?.id === doc.id || heartbeatAge(doc) < STALE_MS) return false
  await failRun(
    payload,
    doc.id,
    new ImportError(
      'La importación se interrumpió porque el servidor se detuvo antes de terminar: vuelve a subir los archivos.',
    ),
    (doc.files as StoredFiles | null) ?? null,
  )
  return true
}

/** Whether a run is working here or in another instance of the app. */
export async function importBusy(payload: Payload): Promise<boolean> {
  const slot = activeRun()
  if (slot) {
    // A run whose record already says it ended (its report or its failure written) may still be
    // handing the slot back while its process closes: an upload or a confirmation right after it
    // waits for that instead of answering «busy».
    const doc = slot.id
      ? await payload.findByID({
          collection: 'wordpress-imports',
          id: slot.id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!doc || isWorking(doc)) return true
    await slotFreed(5000)
    if (activeRun()) return true
  }
  const working = await payload.find({
    collection: 'wordpress-imports',
    where: { status: { in: ['planned', 'running'] } },
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  for (const doc of working.docs) if (isWorking(doc) && !(await settleIfStale(payload, doc))) return true
  return false
}

/** The latest run started from the admin (the CLI's have no `startedBy`), stale ones settled. */
export async function latestAdminRun(payload: Payload): Promise<WordpressImport | null> {
  const find = () =>
    payload
      .find({
        collection: 'wordpress-imports',
        where: { startedBy: { exists: true } },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      .then((r) => r.docs[0] ?? null)
  const doc = await find()
  if (doc && (await settleIfStale(payload, doc))) return find()
  return doc
}

/** Runs uploaded and analysed but never confirmed: a new upload takes their place. */
export async function discardPlannedRuns(payload: Payload): Promise<void> {
  const planned = await payload.find({
    collection: 'wordpress-imports',
    where: { status: { equals: 'planned' } },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  for (const doc of planned.docs) {
    await removeRunFolder((doc.files as StoredFiles | null)?.dir)
    await payload.delete({ collection: 'wordpress-imports', id: doc.id, overrideAccess: true })
  }
}
