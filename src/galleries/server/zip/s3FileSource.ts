import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'

import type { OpenZipFile } from './openZipFile'

/**
 * Entries' files in an S3 bucket: one GetObject per slice with a Range header, so a resumed download
 * asks S3 only for what it still needs; the request is aborted when the download stops.
 */
export function s3FileSource(
  client: S3Client,
  bucket: string,
  keyOf: (entry: number) => string | Promise<string>,
): OpenZipFile {
  return async (entry, start, endInclusive, signal) => {
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: await keyOf(entry),
      Range: `bytes=${start}-${endInclusive}`,
    })
    const { Body } = await client.send(command, { abortSignal: signal })
    // In Node the body is an IncomingMessage: an async iterable of Buffers, destroyed by `return()`.
    if (!Body || !(Symbol.asyncIterator in Body))
      throw new Error(`S3 object for ZIP entry ${entry} has no readable body`)
    return Body as AsyncIterable<Uint8Array>
  }
}
