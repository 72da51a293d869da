import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'

import type { Env } from '@/env'

import { s3ClientConfig } from './mediaStorage'

/**
 * A media file's bytes by its name, from where media are stored: the media folder, or the bucket
 * (where a media file's key is its name). Null when it is not there or weighs more than `maxBytes`
 * (it is read whole into memory: meant for a logo, not a photo).
 */
export async function readStoredFile(
  e: Pick<Env, 's3' | 'mediaDir'>,
  name: string,
  maxBytes: number,
): Promise<Buffer | null> {
  if (!e.s3) {
    const file = path.join(e.mediaDir, name)
    // A name is a media record's filename; one leading out of the folder is nobody's file.
    if (path.relative(e.mediaDir, file).startsWith('..')) return null
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    )
    return size !== null && size <= maxBytes ? readFile(file) : null
  }
  const client = new S3Client(s3ClientConfig(e.s3))
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: e.s3.bucket, Key: name }))
    if (!object.Body || (object.ContentLength ?? Infinity) > maxBytes) {
      // Not read: the connection is let go rather than drained.
      await object.Body?.transformToWebStream().cancel()
      return null
    }
    return Buffer.from(await object.Body.transformToByteArray())
  } catch (error) {
    if (error instanceof NoSuchKey) return null
    throw error
  } finally {
    client.destroy()
  }
}
