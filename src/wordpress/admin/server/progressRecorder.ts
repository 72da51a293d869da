import type { Payload } from 'payload'

import type { StoredProgress } from '../core/importStatus'

/** How often the record is written while a phase moves, and how often when nothing moves. */
const THROTTLE_MS = 1000
const HEARTBEAT_MS = 10_000

const holder = globalThis as typeof globalThis & { __revelaImportProgress?: Map<number, StoredProgress> }
const live = (holder.__revelaImportProgress ??= new Map())

/** The latest progress of a run this server process is working on (fresher than its record). */
export const liveProgress = (id: number): StoredProgress | undefined => live.get(id)

/** Keeps (or, with undefined, forgets) the progress a run's import process reported (importRunner). */
export const keepLiveProgress = (id: number, progress: StoredProgress | undefined) =>
  void (progress ? live.set(id, progress) : live.delete(id))

/**
 * Writes a run's phase and done/total into its record, at most once a second, plus a heartbeat
 * while a long step says nothing: another request (or another app instance) reads the record to
 * show the progress, and an old heartbeat tells it the run died with its server. Writes go one
 * after another; `stop` waits for the last. The progress is also kept in this process's memory:
 * with `persist: false` only there (while an import holds SQLite's one write lock, the record
 * cannot be written; the run is this process's, which answers for it). `onWrite` hears each
 * write, heartbeats included: the import process sends them to the site's (adminJob).
 */
export function progressRecorder(
  payload: Payload,
  id: number,
  { persist = true, onWrite }: { persist?: boolean; onWrite?: (progress: StoredProgress) => void } = {},
) {
  let current: Omit<StoredProgress, 'at'> = { phase: '', done: 0, total: 0 }
  let lastWrite = 0
  let lastPhase = ''
  let chain: Promise<unknown> = Promise.resolve()
  const write = () => {
    lastWrite = Date.now()
    const progress: StoredProgress = { ...current, at: new Date().toISOString() }
    live.set(id, progress)
    onWrite?.(progress)
    if (!persist) return
    chain = chain
      .then(() =>
        payload.update({ collection: 'wordpress-imports', id, data: { progress }, overrideAccess: true, depth: 0 }),
      )
      .catch((error) => {
        payload.logger.warn({ err: error }, 'No se ha podido guardar el progreso de la importación de WordPress')
      })
  }
  const heartbeat = setInterval(write, HEARTBEAT_MS)
  heartbeat.unref()
  return {
    /** The importer's progress callback. The media phase names a server folder; the view needs only the phase. */
    progress(phase: string, done: number, total: number) {
      current = { phase: phase.replace(/ \(.*\)$/, ''), done, total }
      if (current.phase !== lastPhase || done === total || Date.now() - lastWrite >= THROTTLE_MS) write()
      lastPhase = current.phase
    },
    async stop() {
      clearInterval(heartbeat)
      await chain
      live.delete(id)
    },
  }
}
