/**
 * The admin's photo uploads under way, as the progress panel shows them: one row per file, updated
 * as its bytes leave the browser. A tiny store for useSyncExternalStore; browser code, no React.
 */
export type UploadState = 'uploading' | 'processing' | 'retrying' | 'done' | 'failed'

export type UploadRow = {
  id: number
  name: string
  total: number
  loaded: number
  state: UploadState
  /** Why it failed, or when it retries. */
  message?: string
  attempt: number
  startedAt: number
  finishedAt?: number
}

let rows: UploadRow[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const uploadStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  rows: (): UploadRow[] => rows,
  add(name: string, total: number): number {
    const id = nextId++
    rows = [...rows, { id, name, total, loaded: 0, state: 'uploading', attempt: 1, startedAt: Date.now() }]
    emit()
    return id
  },
  update(id: number, change: Partial<UploadRow>): void {
    rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row))
    emit()
  },
  /** Forgets the finished rows (the panel's «Cerrar»). */
  clearFinished(): void {
    rows = rows.filter((row) => row.state !== 'done' && row.state !== 'failed')
    emit()
  },
  busy: (): boolean => rows.some((row) => row.state !== 'done' && row.state !== 'failed'),
}
