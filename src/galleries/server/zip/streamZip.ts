import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { sliceZip } from '@/galleries/core/zip/sliceZip'
import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

import type { OpenZipFile } from './openZipFile'

/** The plan's own bytes (the central directory can be megabytes) go out in slices this size. */
const CHUNK_BYTES = GALLERY_LIMITS.zipChunkBytes

/** An entry's file no longer has the size its header announces: the archive would be corrupt. */
export class ZipFileChangedError extends Error {
  constructor(entry: number) {
    super(`ZIP entry ${entry}: the file's size differs from the one kept at upload`)
    this.name = 'ZipFileChangedError'
  }
}

type OpenSlice = { entry: number; iterator: AsyncIterator<Uint8Array>; left: number }

/**
 * Bytes `start`…`endInclusive` of a planned archive as a Web ReadableStream, what a Next route
 * handler returns. It pulls: chunks are read from a file only as the consumer takes them, so at most
 * GALLERY_LIMITS.zipQueuedChunks (and the one being read) are held whatever the archive's size; each file is opened at the slice the
 * range needs, and when the consumer cancels (the client went away) the open file or S3 request
 * is closed and nothing more is opened.
 */
export function streamZip(
  plan: ZipPlan,
  range: { start: number; endInclusive: number },
  openFile: OpenZipFile,
): ReadableStream<Uint8Array> {
  const pieces = sliceZip(plan, range.start, range.endInclusive)
  const abort = new AbortController()
  let pending: Uint8Array | null = null
  let open: OpenSlice | null = null

  async function close(): Promise<void> {
    abort.abort()
    const closing = open
    open = null
    await closing?.iterator.return?.()
  }

  /** The next chunk to send, or null at the end of the range. */
  async function nextChunk(): Promise<Uint8Array | null> {
    for (;;) {
      if (pending) {
        const chunk = pending.subarray(0, CHUNK_BYTES)
        pending = pending.length > CHUNK_BYTES ? pending.subarray(CHUNK_BYTES) : null
        return chunk
      }
      if (open) {
        const { entry, iterator } = open
        const next = await iterator.next()
        if (next.done) {
          if (open.left !== 0) throw new ZipFileChangedError(entry)
          open = null
          continue
        }
        if (next.value.length > open.left) throw new ZipFileChangedError(entry)
        open.left -= next.value.length
        if (next.value.length > 0) return next.value
        continue
      }
      const piece = pieces.next()
      if (piece.done) return null
      if (piece.value.kind === 'bytes') {
        pending = piece.value.bytes
        continue
      }
      const { entry, start, endInclusive } = piece.value
      const readable = await openFile(entry, start, endInclusive, abort.signal)
      open = { entry, iterator: readable[Symbol.asyncIterator](), left: endInclusive - start + 1 }
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await nextChunk()
          if (abort.signal.aborted) return
          if (chunk) controller.enqueue(chunk)
          else controller.close()
        } catch (error) {
          await close()
          throw error
        }
      },
      cancel: close,
    },
    { highWaterMark: GALLERY_LIMITS.zipQueuedChunks },
  )
}
