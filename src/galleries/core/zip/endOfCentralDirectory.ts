import { ByteWriter } from './byteWriter'
import { needsZip64 } from './zipExtraFields'
import { ZIP_FORMAT } from './zipFormat'

/** Where the central directory is and how many entries it has. */
export type DirectoryPosition = { entries: number; offset: number; size: number }

/**
 * The records that end the archive (APPNOTE 4.3.14–4.3.16): the ZIP64 end record and its locator
 * only when a count or position overflows its field (65,535 entries or more, 4 GiB or more), then
 * the classic end record, whose overflowing fields hold the 0xFFFF… markers that send a reader to
 * the ZIP64 record.
 */
export function endOfCentralDirectory({ entries, offset, size }: DirectoryPosition): Uint8Array {
  const manyEntries = entries >= ZIP_FORMAT.max16
  const zip64 = manyEntries || needsZip64(offset) || needsZip64(size)
  const writer = new ByteWriter((zip64 ? 56 + 20 : 0) + 22)
  if (zip64) {
    writer
      .u32(ZIP_FORMAT.zip64EndOfCentralDirectory)
      .u64(44) // the record's size after this field
      .u16(ZIP_FORMAT.versionZip64)
      .u16(ZIP_FORMAT.versionZip64)
      .u32(0) // this disk
      .u32(0) // the disk where the directory starts
      .u64(entries)
      .u64(entries)
      .u64(size)
      .u64(offset)
      .u32(ZIP_FORMAT.zip64EndLocator)
      .u32(0)
      .u64(offset + size) // where the ZIP64 end record starts
      .u32(1) // disks in all
  }
  const count = manyEntries ? ZIP_FORMAT.max16 : entries
  return writer
    .u32(ZIP_FORMAT.endOfCentralDirectory)
    .u16(0)
    .u16(0)
    .u16(count)
    .u16(count)
    .u32(needsZip64(size) ? ZIP_FORMAT.max32 : size)
    .u32(needsZip64(offset) ? ZIP_FORMAT.max32 : offset)
    .u16(0) // comment length
    .done()
}
