import { centralDirectoryHeader } from './centralDirectoryHeader'
import { endOfCentralDirectory } from './endOfCentralDirectory'
import { localFileHeader } from './localFileHeader'
import { needsZip64 } from './zipExtraFields'
import { ZIP_FORMAT } from './zipFormat'
import type { ZipEntry, ZipPlan, ZipSegment } from './zipPlanTypes'

/*
 * Why our own layout rather than a library: «Descargar todas» must send an exact Content-Length
 * and answer a Range request from any byte, on any instance, without reading what comes before
 * it (a 10 GB gallery resumed at 9 GB). That needs the archive laid out in full before the first
 * byte, from each file's size and the CRC-32 kept at upload — as nginx's mod_zip does. The npm
 * libraries (archiver/zip-stream, yazl, client-zip, fflate, @zip.js/zip.js; checked 2026) all
 * write from byte 0 and compute CRCs as they read: client-zip and yazl can predict the length,
 * none can start in the middle. Stored entries make the layout small and fully specified
 * (APPNOTE 6.3.x): a local header, the bytes, a central directory, the end records.
 */

/** Sizes and CRCs a 64-bit archive can carry and a JavaScript number holds exactly. */
function checkEntry(entry: ZipEntry, name: Uint8Array, index: number): void {
  if (!Number.isSafeInteger(entry.size) || entry.size < 0) throw new RangeError(`ZIP entry ${index}: bad size`)
  if (!Number.isInteger(entry.crc32) || entry.crc32 < 0 || entry.crc32 > ZIP_FORMAT.max32) {
    throw new RangeError(`ZIP entry ${index}: bad CRC-32`)
  }
  if (name.length === 0 || name.length > ZIP_FORMAT.max16) throw new RangeError(`ZIP entry ${index}: bad name`)
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/**
 * Lays out a stored ZIP of `entries` in this order: the archive's bytes are a function of the
 * entries alone (name, size, CRC-32, date), so every instance sends the same bytes for a range.
 * ZIP64 appears only where a size, an offset or the count needs it.
 */
export function planZip(entries: readonly ZipEntry[]): ZipPlan {
  const encoder = new TextEncoder()
  const segments: ZipSegment[] = []
  const directory: Uint8Array[] = []
  let offset = 0
  entries.forEach((entry, index) => {
    const name = encoder.encode(entry.name)
    checkEntry(entry, name, index)
    const zip64 = needsZip64(entry.size) || needsZip64(offset)
    const header = localFileHeader(entry, name, zip64)
    segments.push({ kind: 'bytes', offset, bytes: header })
    directory.push(centralDirectoryHeader(entry, name, offset))
    offset += header.length
    if (entry.size > 0) segments.push({ kind: 'file', offset, entry: index, length: entry.size })
    offset += entry.size
  })
  const directorySize = directory.reduce((sum, header) => sum + header.length, 0)
  directory.push(endOfCentralDirectory({ entries: entries.length, offset, size: directorySize }))
  const tail = concat(directory)
  segments.push({ kind: 'bytes', offset, bytes: tail })
  const size = offset + tail.length
  if (!Number.isSafeInteger(size)) throw new RangeError('ZIP archive too large')
  return { size, segments }
}
