import { createReadStream } from 'node:fs'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

import type { OpenZipFile } from './openZipFile'

/** Entries' files on this disk: each slice read with its own read stream from `start` to `end`. */
export function diskFileSource(pathOf: (entry: number) => string | Promise<string>): OpenZipFile {
  return async (entry, start, endInclusive, signal) =>
    createReadStream(await pathOf(entry), {
      start,
      end: endInclusive,
      signal,
      highWaterMark: GALLERY_LIMITS.zipChunkBytes,
    })
}
