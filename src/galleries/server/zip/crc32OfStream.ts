import { crc32 } from 'node:zlib'

/** The CRC-32 of a stream's bytes, chunk by chunk (zlib's, Node ≥ 20.15): kept at upload for the ZIP. */
export async function crc32OfStream(readable: AsyncIterable<Uint8Array>): Promise<number> {
  let value = 0
  for await (const chunk of readable) value = crc32(chunk, value)
  return value >>> 0
}
