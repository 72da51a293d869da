import type { ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'

import type { PreparedPhoto } from './preparePhoto'

/** The worker's heap: its work is in libvips' memory, outside V8's. */
const WORKER_HEAP_MB = 96
/** A photo taking longer than this (a stuck decoder) has its worker stopped and is failed. */
const JOB_TIMEOUT_MS = 180_000
/** An idle worker ends after this, so that its memory goes back to the server. */
const IDLE_MS = 60_000
/** The lowest CPU priority: visitors' requests get the cores first. */
const WORKER_NICE = 19

interface Pending {
  resolve: (result: PreparedPhoto) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

type Reply = { id: number; ok: true; result: PreparedPhoto } | { id: number; ok: false; error: string }

let child: ChildProcess | null = null
let idleTimer: NodeJS.Timeout | null = null
let nextId = 1
const pending = new Map<number, Pending>()
let queue: Promise<unknown> = Promise.resolve()

/**
 * Makes a photo's web sizes in the gallery photo worker (scripts/gallery-photo-worker.mjs), one
 * photo at a time: its crash or a stuck photo fails that photo with a reason, never the site.
 */
export function preparePhotoInWorker(
  original: string,
  outDir: string,
  watermark: { text?: string; logo?: Buffer } = {},
): Promise<PreparedPhoto> {
  const run = () =>
    new Promise<PreparedPhoto>((resolve, reject) => {
      const worker = startedWorker()
      if (idleTimer) clearTimeout(idleTimer)
      const id = nextId++
      const timer = setTimeout(() => {
        fail(id, new Error('La foto ha tardado demasiado en prepararse.'))
        worker.kill('SIGKILL')
      }, JOB_TIMEOUT_MS)
      pending.set(id, { resolve, reject, timer })
      worker.send({
        id,
        original,
        outDir,
        watermark: { text: watermark.text, logo: watermark.logo?.toString('base64') },
      })
    })
  const result = queue.then(run, run)
  queue = result.catch(() => {
    // Only the queue's copy is silenced, so the next photo gets its turn; the caller gets the failure.
    return undefined
  })
  return result
}

function fail(id: number, error: Error): void {
  const job = pending.get(id)
  if (!job) return
  clearTimeout(job.timer)
  pending.delete(id)
  job.reject(error)
}

function startedWorker(): ChildProcess {
  if (child && child.connected) return child
  // Next's bundler takes any fork() of node:child_process for a module to bundle: the function is
  // taken where it does not look (as the WordPress import's runner does).
  const { fork } = process.getBuiltinModule('node:child_process')
  const childEnv: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: 'production' }
  for (const name of Object.keys(childEnv))
    if (name.startsWith('__NEXT') || name === 'NEXT_RUNTIME') delete childEnv[name]
  const worker = fork(path.join(process.cwd(), 'scripts', 'gallery-photo-worker.mjs'), [], {
    cwd: process.cwd(),
    env: childEnv,
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    if (worker.pid) setPriority(worker.pid, WORKER_NICE)
  } catch {
    // A platform without priorities: the worker runs at the site's.
  }
  worker.on('message', (reply: Reply) => {
    const job = pending.get(reply.id)
    if (!job) return
    clearTimeout(job.timer)
    pending.delete(reply.id)
    if (reply.ok) job.resolve(reply.result)
    else job.reject(new Error(reply.error))
    if (pending.size === 0) {
      idleTimer = setTimeout(() => worker.disconnect(), IDLE_MS)
      idleTimer.unref()
    }
  })
  worker.on('exit', (code, signal) => {
    if (child === worker) child = null
    for (const id of [...pending.keys()])
      fail(id, new Error(`El proceso que prepara las fotos se ha detenido (${signal ?? `código ${code}`}).`))
  })
  worker.on('error', () => {
    // 'exit' follows and fails what was pending; an error alone (a failed send) changes nothing else.
  })
  child = worker
  return worker
}

/** Ends the worker (tests, and the server's shutdown). */
export function stopPhotoWorker(): void {
  if (idleTimer) clearTimeout(idleTimer)
  child?.kill()
  child = null
}
