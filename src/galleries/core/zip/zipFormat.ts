/**
 * The numbers of the ZIP format used here (PKWARE's APPNOTE 6.3.x), named once.
 */
export const ZIP_FORMAT = {
  localFileHeader: 0x04034b50,
  centralDirectoryHeader: 0x02014b50,
  zip64EndOfCentralDirectory: 0x06064b50,
  zip64EndLocator: 0x07064b50,
  endOfCentralDirectory: 0x06054b50,
  /** A 32-bit size or offset field holding this says "see the ZIP64 extra field", so it is never a value. */
  max32: 0xffffffff,
  /** Likewise for the 16-bit entry counts of the end record. */
  max16: 0xffff,
  /** 2.0: what every unzipper reads; 4.5: ZIP64. */
  versionDefault: 20,
  versionZip64: 45,
  /** General-purpose flag bit 11: the name is UTF-8. */
  flagUtf8: 0x0800,
  methodStored: 0,
  extraZip64: 0x0001,
  /** Info-ZIP's extended timestamp: the modification time in UTC seconds. */
  extraTimestamp: 0x5455,
} as const
