import type { OutboxWorker } from './outboxWorker'

// On globalThis rather than in a module variable: Next.js may load this module more than once
// (dev reloads, separate bundles for route handlers), and each copy must find the same worker.
const key = Symbol.for('revela.outboxWorker')
const holder = globalThis as typeof globalThis & { [key]?: OutboxWorker }

/** The outbox worker this process started, if any. */
export function runningWorker(): OutboxWorker | undefined {
  return holder[key]
}

/** Records the process's outbox worker, so code that enqueues can kick it. */
export function setRunningWorker(worker: OutboxWorker | undefined): void {
  holder[key] = worker
}
