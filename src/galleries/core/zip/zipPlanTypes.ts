/**
 * The shapes of a planned ZIP archive (see `planZip`): what goes in, what the archive is made of,
 * and the pieces a byte range of it needs.
 */

/** One file of the archive, as kept at upload: its content is read only when its bytes are sent. */
export type ZipEntry = {
  /** The name inside the archive (already made safe and unique: `safeEntryNames`). */
  name: string
  /** Bytes of the file. */
  size: number
  /** CRC-32 of the file's bytes, computed at upload (`crc32OfStream`). */
  crc32: number
  modified: Date
}

/** A stretch of the archive: bytes the plan holds (headers, directory) or a file's whole content. */
export type ZipSegment =
  { kind: 'bytes'; offset: number; bytes: Uint8Array } | { kind: 'file'; offset: number; entry: number; length: number }

/** The whole archive, laid out before its first byte is sent. */
export type ZipPlan = {
  /** Its exact length: the response's Content-Length. */
  size: number
  /** In order, contiguous, none empty. */
  segments: ZipSegment[]
}

/** What one part of a byte range needs: bytes the plan holds, or a slice of a file (offsets into the file). */
export type ZipPiece =
  { kind: 'bytes'; bytes: Uint8Array } | { kind: 'file'; entry: number; start: number; endInclusive: number }
