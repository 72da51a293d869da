import { unlink } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3'

import type { Env } from '@/env'

import { s3ClientConfig } from './mediaStorage'

/** S3 removes at most this many objects per request. */
const MAX_KEYS = 1000

/**
 * Removes media files by name from where they are stored: the media folder, or the bucket (where a
 * media file's key is its name). A file already gone is no error.
 */
export async function removeStoredFiles(e: Pick<Env, 's3' | 'mediaDir'>, names: string[]): Promise<void> {
  if (!names.length) return
  if (!e.s3) {
    for (const name of names)
      await unlink(path.join(e.mediaDir, name)).catch((error: NodeJS.ErrnoException) => {
        // A file already gone is what was wanted; any other failure leaves it behind on the disk.
        if (error.code !== 'ENOENT')
          console.warn(`No se ha podido borrar un archivo de la carpeta de medios: ${error.message}`)
      })
    return
  }
  const client = new S3Client(s3ClientConfig(e.s3))
  try {
    for (let i = 0; i < names.length; i += MAX_KEYS) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: e.s3.bucket,
          Delete: { Objects: names.slice(i, i + MAX_KEYS).map((Key) => ({ Key })), Quiet: true },
        }),
      )
    }
  } finally {
    client.destroy()
  }
}
