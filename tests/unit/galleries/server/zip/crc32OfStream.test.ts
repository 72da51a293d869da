import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { crc32OfStream } from '@/galleries/server/zip/crc32OfStream'

async function* chunks(...parts: Uint8Array[]) {
  yield* parts
}

/**
 * The CRC-32 kept for each photo at preparation is the one its ZIP entry announces and unzippers
 * check: computed chunk by chunk as a file streams, it must equal zlib's of the whole.
 */
describe('crc32OfStream', () => {
  it('gives the standard check value, and 0 for an empty file', async () => {
    expect(await crc32OfStream(chunks(Buffer.from('12345'), Buffer.from('6789')))).toBe(0xcbf43926)
    expect(await crc32OfStream(chunks())).toBe(0)
  })

  it('gives zlib’s CRC of the whole file however it is cut', async () => {
    const photo = randomBytes(1_000_003)
    const cuts = [0, 1, 1, 65_536, 400_000, 999_999, photo.length]
    const parts = cuts.slice(1).map((end, i) => photo.subarray(cuts[i], end))
    expect(await crc32OfStream(chunks(...parts))).toBe(crc32(photo))
  })
})
