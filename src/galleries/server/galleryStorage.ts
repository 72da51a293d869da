import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'

import type { Env } from '@/env'
import { galleryStorageKey, galleryStoragePrefix, parseGalleryStorageKey } from '@/galleries/core/galleryStorageKey'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { s3ClientConfig } from '@/storage/mediaStorage'

/** Where in the shared bucket galleries' objects live: apart from the public media's keys. */
export const GALLERIES_S3_PREFIX = 'galleries/'

/** A byte range, both ends included (as HTTP's Range says it). */
export type ByteRange = { start?: number; end?: number }

/**
 * The private store of client galleries' files (originals and web sizes): never under the media
 * folder the site serves at /wp-content/uploads/. On disk under GALLERIES_DIR; with S3, in the media
 * bucket under `galleries/`, as private objects (no ACL given: the bucket's default, private). Keys
 * come from galleryStorageKey(galleryId, photoId or uploadId, variant).
 */
export interface GalleryStorage {
  keyFor(galleryId: string | number, itemId: string | number, variant: string): string
  /** Stores a stream under the key (replacing what was there); resolves with its size in bytes. */
  write(key: string, stream: Readable): Promise<number>
  /**
   * The stored bytes, or `range` of them; rejects with code ENOENT when there is no such file.
   * `signal` stops the read wherever it is (opening, or streaming): the file is closed, the S3
   * request aborted, so a download the client left holds no descriptor or socket.
   */
  read(key: string, range?: ByteRange, signal?: AbortSignal): Promise<Readable>
  /** The stored size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>
  /**
   * Takes a finished upload's bytes as the file `key`, without passing them through this process:
   * a rename on disk (`source` is a path in the same folder tree), a server-side copy on S3
   * (`source` is the object's whole key in the bucket).
   */
  adopt(source: string, key: string): Promise<void>
  /** The file's path when the store is a disk (sharp reads it in place), or null on S3. */
  localFile(key: string): string | null
  /** Removes files by key; one already gone is no error. */
  remove(keys: string[]): Promise<void>
  /** Removes a gallery's files, or one photo's (all its variants) when `itemId` is given. */
  removePrefix(galleryId: string | number, itemId?: string | number): Promise<void>
}

/** The store for this environment: S3 when S3_* is set, else GALLERIES_DIR. */
export function galleryStorage(e: Pick<Env, 's3' | 'galleriesDir'>): GalleryStorage {
  return e.s3 ? s3GalleryStorage(e.s3) : diskGalleryStorage(e.galleriesDir)
}

/** A key checked again before it becomes a path or an object name: nothing outside the galleries' folder. */
function checked(key: string): string {
  if (!parseGalleryStorageKey(key)) throw new Error(`Clave de almacenamiento de galería no válida: ${key}`)
  return key
}

const missing = (key: string) => Object.assign(new Error(`No existe el archivo de galería ${key}`), { code: 'ENOENT' })

function diskGalleryStorage(root: string): GalleryStorage {
  const fileOf = (key: string) => path.join(root, ...checked(key).split('/'))
  return {
    keyFor: galleryStorageKey,
    localFile: fileOf,
    async adopt(source, key) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await rename(source, file)
    },
    async write(key, stream) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written beside and renamed: a reader never sees half a file, a failed write leaves none.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`
      try {
        await pipeline(stream, createWriteStream(partial, { mode: 0o600 }))
        await rename(partial, file)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      return (await stat(file)).size
    },
    async read(key, range = {}, signal) {
      const file = fileOf(key)
      // Read in the ZIP's chunk size: Node's 64 KiB default quadruples the work per byte of a download.
      const stream = createReadStream(file, {
        start: range.start,
        end: range.end,
        highWaterMark: GALLERY_LIMITS.zipChunkBytes,
        signal,
      })
      // The stream reports a missing file only once read; the caller wants to know before answering.
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject))
      return stream
    },
    async size(key) {
      return stat(fileOf(key)).then(
        (s) => s.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined
          throw error
        },
      )
    },
    async remove(keys) {
      for (const key of keys)
        await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
          // Already gone is what was wanted.
          if (error.code !== 'ENOENT') throw error
        })
    },
    async removePrefix(galleryId, itemId) {
      await rm(path.join(root, ...galleryStoragePrefix(galleryId, itemId).split('/')), { recursive: true, force: true })
    },
  }
}

/** S3 removes at most this many objects per request. */
const MAX_KEYS = 1000

function s3GalleryStorage(s3: NonNullable<Env['s3']>): GalleryStorage {
  // One client per store: the SDK keeps its sockets open between requests.
  const client = new S3Client(s3ClientConfig(s3))
  const Bucket = s3.bucket
  const objectOf = (key: string) => GALLERIES_S3_PREFIX + checked(key)
  const removeObjects = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += MAX_KEYS)
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.slice(i, i + MAX_KEYS).map((Key) => ({ Key })), Quiet: true },
        }),
      )
  }
  return {
    keyFor: galleryStorageKey,
    localFile: () => null,
    async adopt(source, key) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectOf(key),
          CopySource: `${Bucket}/${encodeURIComponent(source).replaceAll('%2F', '/')}`,
        }),
      )
    },
    write: async (key, stream) => uploadStream(client, Bucket, objectOf(key), stream),
    async read(key, range = {}, signal) {
      const Range =
        range.start === undefined && range.end === undefined
          ? undefined
          : `bytes=${range.start ?? 0}-${range.end ?? ''}`
      try {
        // The SDK keeps listening to the signal until the body ends: aborted while the body is read,
        // the request and its socket are destroyed rather than left waiting for a reader.
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key), Range }), {
          abortSignal: signal,
        })
        return Body as Readable
      } catch (error) {
        if (isNotFound(error)) throw missing(key)
        throw error
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) }))).ContentLength
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },
    remove: async (keys) => removeObjects(keys.map(objectOf)),
    async removePrefix(galleryId, itemId) {
      const Prefix = GALLERIES_S3_PREFIX + galleryStoragePrefix(galleryId, itemId)
      // Listed a page at a time and removed as listed: a gallery of thousands of files never waits whole in memory.
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
        await removeObjects((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/**
 * Streams into an object with bounded memory: one part (GALLERY_LIMITS.s3PartBytes) held at a time.
 * A stream that fits one part is one PutObject; a longer one a multipart upload, aborted on failure
 * so that no half-uploaded parts are left to be billed.
 */
async function uploadStream(client: S3Client, Bucket: string, Key: string, stream: Readable): Promise<number> {
  const partBytes = GALLERY_LIMITS.s3PartBytes
  let uploadId: string | undefined
  const parts: { ETag?: string; PartNumber: number }[] = []
  let pending: Buffer[] = []
  let pendingBytes = 0
  let total = 0
  const sendPart = async (body: Buffer) => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId
    const PartNumber = parts.length + 1
    const { ETag } = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: body }),
    )
    parts.push({ ETag, PartNumber })
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      pending.push(bytes)
      pendingBytes += bytes.length
      total += bytes.length
      while (pendingBytes >= partBytes) {
        const joined = Buffer.concat(pending)
        await sendPart(joined.subarray(0, partBytes))
        const rest = joined.subarray(partBytes)
        pending = rest.length ? [rest] : []
        pendingBytes = rest.length
      }
    }
    const last = Buffer.concat(pending)
    if (!uploadId) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: last, ContentLength: last.length }))
      return total
    }
    if (last.length) await sendPart(last)
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
    )
    return total
  } catch (error) {
    if (uploadId)
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {
        // The upload's own error is the one to report; an abort that fails leaves parts the bucket's
        // lifecycle rule (or the next removePrefix) clears.
      })
    throw error
  }
}
