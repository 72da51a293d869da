import { ByteWriter } from './byteWriter'
import { dosDateTime } from './dosDateTime'
import { needsZip64, timestampExtra, zip64Extra } from './zipExtraFields'
import { ZIP_FORMAT } from './zipFormat'
import type { ZipEntry } from './zipPlanTypes'

/**
 * An entry's record in the central directory (APPNOTE 4.3.12), pointing at its local header.
 * Only the fields that overflow go to the ZIP64 field; "made by" MS-DOS with no attributes lets
 * each unzipper give the files its usual permissions.
 */
export function centralDirectoryHeader(entry: ZipEntry, name: Uint8Array, localHeaderOffset: number): Uint8Array {
  const bigSize = needsZip64(entry.size)
  const bigOffset = needsZip64(localHeaderOffset)
  const version = bigSize || bigOffset ? ZIP_FORMAT.versionZip64 : ZIP_FORMAT.versionDefault
  const zip64Values = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [localHeaderOffset] : [])]
  const extras = [zip64Extra(zip64Values), timestampExtra(entry.modified)]
  const extraLength = extras.reduce((sum, extra) => sum + extra.length, 0)
  const { date, time } = dosDateTime(entry.modified)
  const size32 = bigSize ? ZIP_FORMAT.max32 : entry.size
  const writer = new ByteWriter(46 + name.length + extraLength)
    .u32(ZIP_FORMAT.centralDirectoryHeader)
    .u16(version)
    .u16(version)
    .u16(ZIP_FORMAT.flagUtf8)
    .u16(ZIP_FORMAT.methodStored)
    .u16(time)
    .u16(date)
    .u32(entry.crc32)
    .u32(size32)
    .u32(size32)
    .u16(name.length)
    .u16(extraLength)
    .u16(0) // comment length
    .u16(0) // disk number start
    .u16(0) // internal attributes
    .u32(0) // external attributes
    .u32(bigOffset ? ZIP_FORMAT.max32 : localHeaderOffset)
    .raw(name)
  for (const extra of extras) writer.raw(extra)
  return writer.done()
}
