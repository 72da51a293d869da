import type { RunResult } from '../../import/runImport'

export type ImportReport = RunResult['report']

/** Where a run is, as the admin view shows it. */
export type ImportStage = 'analysing' | 'ready' | 'running' | 'done' | 'failed'

export type UploadedFile = { name: string; bytes: number }

/** One run of the admin importer, as GET /api/wordpress-imports/current answers it. */
export type ImportStatus = {
  id: number
  stage: ImportStage
  phase: string
  done: number
  total: number
  error: string | null
  errorDetails: string[]
  report: ImportReport | null
  files: { export: UploadedFile; uploads?: UploadedFile } | null
  onConflict: 'stop' | 'skip' | 'update' | null
  createdAt: string
  finishedAt: string | null
}

/** What a run keeps in its record's `files` field: the uploads and their folder on the server. */
export type StoredFiles = {
  dir: string
  export: UploadedFile & { path: string }
  uploads?: UploadedFile & { path: string }
}

/** The files as the view may see them: names and sizes, never where the server keeps them. */
const publicFiles = (files: StoredFiles | null | undefined): ImportStatus['files'] =>
  files?.export
    ? {
        export: { name: files.export.name, bytes: files.export.bytes },
        ...(files.uploads ? { uploads: { name: files.uploads.name, bytes: files.uploads.bytes } } : {}),
      }
    : null

/**
 * What a run keeps in its record's `progress` field. `final` marks its last phase, once the site
 * shows what was imported: the record says «done» earlier, at the import's commit (so a commit
 * stands whatever happens next), while the search and reference indexes and the site's pages are
 * still being brought up to date.
 */
export type StoredProgress = { phase: string; done: number; total: number; at: string; final?: boolean }

/** The last phase of a run after which the site shows what was imported. */
export const FINISHED_PHASE = 'Terminada'

/** A run whose heartbeat is older than this died with its server. */
export const STALE_MS = 60_000

type RecordShape = {
  id: number
  status: 'planned' | 'running' | 'done' | 'failed'
  progress?: unknown
  report?: unknown
  error?: string | null
  errorDetails?: unknown
  files?: unknown
  onConflict?: 'stop' | 'skip' | 'update' | null
  createdAt: string
  finishedAt?: string | null
}

/**
 * Whether a run whose import is committed is still finishing (indexes, the site's pages): its last
 * phase not reached and its heartbeat fresh. A run left there by a server that stopped counts as
 * done: what it imported is stored.
 */
const stillFinishing = (progress: Partial<StoredProgress>, now: number) =>
  !progress.final && typeof progress.at === 'string' && now - Date.parse(progress.at) < STALE_MS

/**
 * A `wordpress-imports` record seen as a run: a planned one is being analysed until it has a
 * report; a done one is still running until its last phase (see StoredProgress).
 */
export function toImportStatus(doc: RecordShape, now = Date.now()): ImportStatus {
  const progress = (doc.progress ?? {}) as Partial<StoredProgress>
  const stage: ImportStage =
    doc.status === 'planned'
      ? doc.report
        ? 'ready'
        : 'analysing'
      : doc.status === 'done' && stillFinishing(progress, now)
        ? 'running'
        : doc.status
  return {
    id: doc.id,
    stage,
    phase: progress.phase ?? '',
    done: progress.done ?? 0,
    total: progress.total ?? 0,
    error: doc.error ?? null,
    errorDetails: Array.isArray(doc.errorDetails) ? (doc.errorDetails as string[]) : [],
    report: (doc.report as ImportReport | null | undefined) ?? null,
    files: publicFiles(doc.files as StoredFiles | null | undefined),
    onConflict: doc.onConflict ?? null,
    createdAt: doc.createdAt,
    finishedAt: doc.finishedAt ?? null,
  }
}

/** Whether a run of this stage is still working (the view keeps asking). */
export const isWorking = (stage: ImportStage) => stage === 'analysing' || stage === 'running'
