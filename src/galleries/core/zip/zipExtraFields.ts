import { ByteWriter } from './byteWriter'
import { unixSeconds } from './dosDateTime'
import { ZIP_FORMAT } from './zipFormat'

/**
 * The ZIP64 extended information field (0x0001): the 64-bit values whose 32-bit fields hold 0xFFFFFFFF,
 * in the order APPNOTE 4.5.3 fixes (original size, compressed size, local header offset). Empty when
 * none is needed, so small archives stay plain ZIP.
 */
export function zip64Extra(values: number[]): Uint8Array {
  if (values.length === 0) return new Uint8Array(0)
  const writer = new ByteWriter(4 + 8 * values.length).u16(ZIP_FORMAT.extraZip64).u16(8 * values.length)
  for (const value of values) writer.u64(value)
  return writer.done()
}

/** Info-ZIP's extended timestamp (0x5455) with the modification time only: the same 9 bytes in both headers. */
export function timestampExtra(modified: Date): Uint8Array {
  return new ByteWriter(9).u16(ZIP_FORMAT.extraTimestamp).u16(5).raw(Uint8Array.of(1)).u32(unixSeconds(modified)).done()
}

/** True when a size or offset cannot be written in a 32-bit field (0xFFFFFFFF itself is the marker). */
export function needsZip64(value: number): boolean {
  return value >= ZIP_FORMAT.max32
}
