import { Upload, type DetailedError } from 'tus-js-client'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import type { PhotoSet } from '@/galleries/core/galleryTypes'
import { uploadErrorReason } from '@/galleries/core/uploadErrorReason'
import { uploadFileProblem } from '@/galleries/core/uploadFileProblem'
import {
  addRateSample,
  secondsLeft,
  uploadTotals,
  type RateSample,
  type UploadState,
  type UploadTotals,
} from '@/galleries/core/uploadProgress'

/** One file of the set, as the uploader lists it. */
export type QueuedFile = {
  key: string
  name: string
  bytes: number
  sent: number
  state: UploadState
  problem?: string
}

export type QueueSnapshot = { files: QueuedFile[]; totals: UploadTotals; secondsLeft: number | null; running: boolean }

type Options = {
  endpoint: string
  galleryId: string
  set: PhotoSet
  onChange(snapshot: QueueSnapshot): void
  onUploaded?(file: QueuedFile): void
}

type Entry = QueuedFile & { file: File | null; upload?: Upload }

/** A dropped file or folder the browser could not read: it left the folder, or may not be opened. */
const UNREADABLE =
  'No se ha podido leer: quizá se movió o se borró de la carpeta, o no hay permiso para abrirlo. Compruébalo y suéltalo de nuevo.'

/**
 * The studio's upload of a set: GALLERY_LIMITS.parallelUploads files at a time with tus, in chunks of
 * GALLERY_LIMITS.uploadChunkBytes, each retried through GALLERY_LIMITS.uploadRetryDelaysMs. Every
 * upload's URL is kept in localStorage under the file's fingerprint (gallery, set, name, size, date),
 * so the same files dropped again after a reload continue where they stopped.
 */
export function galleryUploadQueue(options: Options) {
  const entries: Entry[] = []
  let samples: RateSample[] = []

  const snapshot = (): QueueSnapshot => {
    const files = entries.map(({ file: _file, upload: _upload, ...rest }) => rest)
    const totals = uploadTotals(files)
    return {
      files,
      totals,
      secondsLeft: secondsLeft(samples, totals.bytes - totals.sent - failedBytes()),
      running: entries.some((e) => e.state === 'uploading' || e.state === 'waiting'),
    }
  }
  const failedBytes = () => entries.reduce((sum, e) => sum + (e.state === 'failed' ? e.bytes - e.sent : 0), 0)
  const changed = () => {
    const now = Date.now()
    samples = addRateSample(samples, { at: now, sent: uploadTotals(entries).sent })
    options.onChange(snapshot())
  }

  const pump = () => {
    let running = entries.filter((e) => e.state === 'uploading').length
    for (const entry of entries) {
      if (running >= GALLERY_LIMITS.parallelUploads) break
      if (entry.state !== 'waiting' || !entry.file) continue
      running++
      entry.state = 'uploading'
      void start(entry, entry.file)
    }
    changed()
  }

  const finish = (entry: Entry, state: UploadState, problem?: string) => {
    entry.state = state
    entry.problem = problem
    entry.upload = undefined
    if (state === 'done') options.onUploaded?.(entry)
    pump()
  }

  async function start(entry: Entry, file: File) {
    const upload = new Upload(file, {
      endpoint: options.endpoint,
      chunkSize: GALLERY_LIMITS.uploadChunkBytes,
      retryDelays: [...GALLERY_LIMITS.uploadRetryDelaysMs],
      // tus-js-client gives up at once on an error while the browser says it is offline, which is
      // exactly a dropped Wi-Fi: a lost connection (no answer) or a server error is tried again
      // after each delay, online or not; a refusal (4xx but a conflict or a lock) is final.
      onShouldRetry: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0
        return status < 400 || status >= 500 || status === 409 || status === 423
      },
      metadata: { filename: file.name, filetype: 'image/jpeg', galleryId: options.galleryId, set: options.set },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: async (f: File) =>
        ['revela-galeria', options.galleryId, options.set, f.name, f.size, f.lastModified].join('|'),
      onProgress: (sent) => {
        entry.sent = sent
        changed()
      },
      onSuccess: () => finish(entry, 'done'),
      onError: (error) => {
        const response = (error as DetailedError).originalResponse
        const answer = response ? { status: response.getStatus(), body: response.getBody() ?? '' } : null
        finish(entry, 'failed', uploadErrorReason(answer))
      },
    })
    entry.upload = upload
    // Unreadable storage (a private window's, a full quota) only means this file starts from zero.
    const previous = await upload.findPreviousUploads().catch(() => [])
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
    // Cancelled (or cancelled and tried again) while looking for the earlier upload: this one stays unstarted.
    if (entry.upload === upload && entry.state === 'uploading') upload.start()
  }

  return {
    /** Adds files (a folder's, a picker's): those that cannot go are listed as failed with their reason. */
    add(files: readonly File[]) {
      const known = new Set(entries.map((e) => e.key))
      for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name, 'es'))) {
        const key = `${file.name}|${file.size}|${file.lastModified}`
        if (known.has(key)) continue
        known.add(key)
        const problem = uploadFileProblem({ name: file.name, size: file.size })
        entries.push({
          key,
          name: file.name,
          bytes: file.size,
          sent: 0,
          file,
          ...(problem ? { state: 'failed', problem: problem.message } : { state: 'waiting' }),
        })
      }
      pump()
    },
    /** Lists what the browser could not read from a drop as failed, with what to do. */
    addUnreadable(names: readonly string[]) {
      for (const name of names)
        entries.push({
          key: `unreadable|${name}|${entries.length}`,
          name,
          bytes: 0,
          sent: 0,
          file: null,
          state: 'failed',
          problem: UNREADABLE,
        })
      if (names.length) changed()
    },
    /** Tries the failed files again (not those refused for what they are: not a JPEG, too big). */
    retry() {
      for (const entry of entries)
        if (entry.state === 'failed' && entry.file && !uploadFileProblem({ name: entry.name, size: entry.bytes })) {
          entry.state = 'waiting'
          entry.problem = undefined
        }
      samples = []
      pump()
    },
    /** Stops everything; what has arrived is kept on the server, so the same files dropped again continue. */
    cancel() {
      for (const entry of entries) {
        if (entry.state === 'uploading') void entry.upload?.abort()
        if (entry.state === 'uploading' || entry.state === 'waiting') {
          entry.state = 'failed'
          entry.problem = 'Cancelada. Vuelve a soltar los archivos o pulsa «Reintentar» para seguir donde se quedó.'
          entry.upload = undefined
        }
      }
      changed()
    },
    /** Forgets the files that are done or refused, keeping the list to what still needs the studio. */
    clearFinished() {
      for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.state === 'done') entries.splice(i, 1)
      changed()
    },
    snapshot,
  }
}
