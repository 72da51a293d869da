import { setPriority } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/env'
import { requestRevalidation } from '@/lib/requestRevalidation'

import { ImportError } from '../../import/core/importError'
import type { OnConflict } from '../../import/writer/writeImport'
import { FINISHED_PHASE, STALE_MS, type StoredFiles } from '../core/importStatus'
import type { AdminJob, JobMessage } from './adminJob'
import { failRun, finalStage, updateRun } from './failRun'
import { removeRunFolder } from './importFolder'
import { keepLiveProgress } from './progressRecorder'

/**
 * The import process's heap and memory flags, as the CLI's (scripts/import-wordpress.mjs, which
 * says why): a capped heap makes V8 collect as it goes, which keeps the process within its memory
 * budget; REVELA_IMPORT_HEAP_MB raises it.
 */
const heapMb = () => Number(process.env.REVELA_IMPORT_HEAP_MB) || 160

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

/** Waits, up to `ms`, for a run that is finishing (its record already written) to free the slot. */
export async function slotFreed(ms: number): Promise<void> {
  for (const until = Date.now() + ms; activeRun() && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Frees the slot (a run that ends, or an upload refused before its run began). */
export const releaseSlot = () => {
  holder.__revelaWordPressImport = null
}

/**
 * The dry run, in the import process (see runInChild): unpacks the media, reads the export and
 * stores the report the admin confirms. The slot must already be claimed.
 */
export function analyseInBackground(payload: Payload, id: number, files: StoredFiles): void {
  runInChild(payload, { kind: 'analysis', id, files })
}

/**
 * The import itself, in the import process: writes everything in the writer's transaction and marks
 * the record done (the writer does, inside it); then this process has the whole site re-rendered
 * (only the site can ask Next for it) and removes the uploads. The slot must already be claimed.
 */
export function importInBackground(payload: Payload, id: number, files: StoredFiles, onConflict: OnConflict): void {
  runInChild(payload, { kind: 'import', id, files, onConflict }, async () => {
    const e = env()
    const revalidated = await requestRevalidation(e.port, e.payloadSecret)
    if (!revalidated)
      payload.logger.warn(
        'La importación de WordPress ha terminado pero el sitio no ha respondido a la revalidación: reinícialo para ver el contenido importado.',
      )
    await updateRun(payload, id, {
      progress: finalStage(
        revalidated ? FINISHED_PHASE : `${FINISHED_PHASE} (reinicia el sitio para ver el contenido)`,
      ),
    })
    await removeRunFolder(files.dir)
  })
}

/** The import's niceness (19, the lowest priority on Linux). */
const IMPORT_NICE = 19

/**
 * Runs a job in a child process (scripts/wordpress-import-worker.mjs): its memory is its own and
 * bounded, its work never holds up this process's requests, and its crash cannot take the site
 * down. It opens its own Payload with this environment and records its progress and its outcome in
 * the run's record itself; this process keeps the progress it reports (for `current`, while SQLite's
 * lock keeps the record from being written), stops it when it goes silent for STALE_MS, records its
 * death in one line when it dies without saying how it ended, and frees the slot when it is gone.
 */
function runInChild(payload: Payload, job: AdminJob, afterSuccess?: () => Promise<void>): void {
  const heap = heapMb()
  const worker = path.join(process.cwd(), 'scripts', 'wordpress-import-worker.mjs')
  // Next's bundler takes any fork() of node:child_process for a module to bundle and fails the build
  // on this one, which is Node's to run: the function is taken where the bundler does not look.
  const { fork } = process.getBuiltinModule('node:child_process')
  const childEnv: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: 'production' }
  // Next's own variables describe this server, not a plain Node process.
  for (const name of Object.keys(childEnv))
    if (name.startsWith('__NEXT') || name === 'NEXT_RUNTIME') delete childEnv[name]
  const child = fork(worker, [JSON.stringify(job)], {
    cwd: process.cwd(),
    env: childEnv,
    execArgv: [`--max-old-space-size=${heap}`, '--max-semi-space-size=4'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  // The lowest CPU priority: on a small server the import and the site share one or two cores, and
  // the kernel then gives the site's requests the CPU first (a 5,000-article import took the
  // article's p99 from 225 to 1,519 ms at the same priority). The import takes longer only while
  // visitors are being served. Lowering a child's priority needs no privilege.
  try {
    if (child.pid) setPriority(child.pid, IMPORT_NICE)
  } catch {
    // A platform without priorities: the import runs at the site's.
  }
  let outcome: boolean | null = null
  let lastWord = Date.now()
  let silent = false
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    process.stderr.write(chunk)
    stderr = (stderr + chunk).slice(-16 * 1024)
  })
  child.on('message', (message: JobMessage) => {
    lastWord = Date.now()
    if (message.type === 'progress') keepLiveProgress(job.id, message.progress)
    else {
      // The job is over (its record says how): the slot is free now, not when the process has
      // finished closing its database, which a confirmation right after an analysis would meet.
      outcome = message.ok
      void settle(null)
    }
  })
  const watchdog = setInterval(() => {
    if (Date.now() - lastWord < STALE_MS) return
    silent = true
    child.kill('SIGKILL')
  }, 5000)
  watchdog.unref()

  let settled = false
  const settle = async (cause: string | null) => {
    if (settled) return
    settled = true
    clearInterval(watchdog)
    keepLiveProgress(job.id, undefined)
    try {
      if (outcome === null) {
        // Died without a word on how it ended: a commit it made stands (the writer marks the
        // record done inside its transaction); anything else is undone with the process.
        const doc = await payload.findByID({
          collection: 'wordpress-imports',
          id: job.id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (job.kind === 'import' && doc?.status === 'done') outcome = true
        else
          await failRun(payload, job.id, new ImportError(deathLine(job.kind, cause, heap, silent, stderr)), job.files)
      }
      if (outcome) await afterSuccess?.()
    } catch (error) {
      payload.logger.error({ err: error }, 'La importación de WordPress ha terminado, pero no se ha podido anotar cómo')
    } finally {
      releaseSlot()
    }
  }
  child.on('error', (error) => void settle(error.message))
  child.on('exit', (code, signal) => void settle(signal ? `señal ${signal}` : `código ${code}`))
}

/** The one line for a run whose process died without saying how it ended: the cause and what to do. */
function deathLine(
  kind: AdminJob['kind'],
  cause: string | null,
  heap: number,
  silent: boolean,
  stderr: string,
): string {
  const what = kind === 'analysis' ? 'El análisis de la exportación' : 'La importación'
  const nothing = kind === 'analysis' ? '' : ' y no ha importado nada'
  if (/heap out of memory|Reached heap limit/.test(stderr))
    return `${what} se ha quedado sin memoria (${heap} MB)${nothing}: pide a quien mantiene el sitio que defina REVELA_IMPORT_HEAP_MB=${heap * 4} y vuelve a subir los archivos.`
  if (silent)
    return `${what} ha dejado de responder durante más de un minuto y se ha detenido${nothing}: vuelve a subir los archivos; si se repite, avisa a quien mantiene el sitio.`
  return `${what} se ha interrumpido: su proceso terminó de forma inesperada (${cause ?? 'sin causa'})${nothing}. Vuelve a subir los archivos; si se repite, avisa a quien mantiene el sitio (el detalle está en el registro del servidor).`
}
