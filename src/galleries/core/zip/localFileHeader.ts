import { ByteWriter } from './byteWriter'
import { dosDateTime } from './dosDateTime'
import { needsZip64, timestampExtra, zip64Extra } from './zipExtraFields'
import { ZIP_FORMAT } from './zipFormat'
import type { ZipEntry } from './zipPlanTypes'

/**
 * The header before a file's bytes (APPNOTE 4.3.7). Its size and CRC are known, so no data
 * descriptor follows the file (flag bit 3 clear). A file of 4 GiB or more has both sizes in a
 * ZIP64 field, as 4.5.3 requires of a local header; `zip64` (the entry needs ZIP64 for its size
 * or its offset) sets the version needed, which must match the central header's.
 */
export function localFileHeader(entry: ZipEntry, name: Uint8Array, zip64: boolean): Uint8Array {
  const bigSize = needsZip64(entry.size)
  const extras = [zip64Extra(bigSize ? [entry.size, entry.size] : []), timestampExtra(entry.modified)]
  const extraLength = extras.reduce((sum, extra) => sum + extra.length, 0)
  const { date, time } = dosDateTime(entry.modified)
  const size32 = bigSize ? ZIP_FORMAT.max32 : entry.size
  const writer = new ByteWriter(30 + name.length + extraLength)
    .u32(ZIP_FORMAT.localFileHeader)
    .u16(zip64 ? ZIP_FORMAT.versionZip64 : ZIP_FORMAT.versionDefault)
    .u16(ZIP_FORMAT.flagUtf8)
    .u16(ZIP_FORMAT.methodStored)
    .u16(time)
    .u16(date)
    .u32(entry.crc32)
    .u32(size32)
    .u32(size32)
    .u16(name.length)
    .u16(extraLength)
    .raw(name)
  for (const extra of extras) writer.raw(extra)
  return writer.done()
}
