/**
 * Opens bytes `start`…`endInclusive` of an archive entry's file, wherever it lives (disk, S3):
 * a Node Readable, an S3 body or any async iterable of bytes. `signal` aborts when the download stops.
 */
export type OpenZipFile = (
  entry: number,
  start: number,
  endInclusive: number,
  signal: AbortSignal,
) => AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>
