import { createReadStream } from 'node:fs'

import type { OpenZipFile } from './openZipFile'

/** Entries' files on this disk: each slice read with its own read stream from `start` to `end`. */
export function diskFileSource(pathOf: (entry: number) => string | Promise<string>): OpenZipFile {
  return async (entry, start, endInclusive, signal) =>
    createReadStream(await pathOf(entry), { start, end: endInclusive, signal, highWaterMark: 64 * 1024 })
}
