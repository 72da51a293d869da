import { open } from 'node:fs/promises'

import { hasJpegEnd, readJpegHeader, type JpegHeader } from '../core/jpegHeader'

/** An upload as Payload hands it to the hooks: in memory (local API, imports) or in a temporary file (REST). */
export type UploadedFile = { data: Buffer; tempFilePath?: string; size: number }

const onDisk = (file: UploadedFile) => Boolean(file.tempFilePath) && !file.data?.length

/** The first `bytes` of the upload (fewer if it is shorter); a view of the buffer itself when in memory. */
export async function readStart(file: UploadedFile, bytes: number): Promise<Uint8Array> {
  if (!onDisk(file)) return file.data.subarray(0, bytes)
  const handle = await open(file.tempFilePath!, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Writes a changed start back over the upload's first bytes (already done when it is a view of the buffer). */
export async function writeStart(file: UploadedFile, start: Uint8Array): Promise<void> {
  if (!onDisk(file)) return
  const handle = await open(file.tempFilePath!, 'r+')
  try {
    await handle.write(start, 0, start.length, 0)
  } finally {
    await handle.close()
  }
}

/** A JPEG's metadata fits in a few hundred KB; one holding more than this is not a camera's. */
const MAX_HEADER_BYTES = 16 * 1024 * 1024

/** The JPEG's header and the bytes it was read from, reading more only while the header goes on. */
export async function readJpegStart(file: UploadedFile): Promise<{ start: Uint8Array; header: JpegHeader }> {
  for (let bytes = 256 * 1024; ; bytes *= 4) {
    const start = await readStart(file, bytes)
    const header = readJpegHeader(start)
    if (header.kind !== 'more' || start.length < bytes || bytes >= MAX_HEADER_BYTES) return { start, header }
  }
}

const CHUNK = 4 * 1024 * 1024

/** Whether the JPEG's image data reaches its end marker, read a few MB at a time from the disk. */
export async function jpegReachesEnd(file: UploadedFile, scanStart: number): Promise<boolean> {
  if (!onDisk(file)) return hasJpegEnd(file.data, scanStart)
  const handle = await open(file.tempFilePath!, 'r')
  try {
    const buffer = Buffer.alloc(CHUNK + 1)
    // Each chunk starts with the previous one's last byte, so an FF D9 across two chunks is seen.
    for (let position = scanStart, carried = 0; ;) {
      const { bytesRead } = await handle.read(buffer, carried, CHUNK, position)
      if (bytesRead === 0) return false
      const chunk = buffer.subarray(0, carried + bytesRead)
      if (hasJpegEnd(chunk, 0)) return true
      buffer[0] = chunk[chunk.length - 1]!
      carried = 1
      position += bytesRead
    }
  } finally {
    await handle.close()
  }
}
