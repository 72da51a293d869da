import { mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3'
import { FileStore } from '@tus/file-store'
import type { DataStore } from '@tus/server'

import type { Env } from '@/env'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { s3ClientConfig } from '@/storage/mediaStorage'

import { GALLERIES_S3_PREFIX } from '../galleryStorage'
import { briefCache, IncomingS3Store } from './incomingS3Store'

/** Where unfinished uploads wait in the bucket: beside the galleries' files, never a gallery's prefix (ids have no dot). */
export const INCOMING_S3_PREFIX = `${GALLERIES_S3_PREFIX}.incoming/`
/** …and on disk, inside GALLERIES_DIR for the same reason: one private folder, not served by any route. */
export const INCOMING_DIR_NAME = '.incoming'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The tus data store for gallery uploads and what the upload service needs beside it: the store's id
 * for an upload's URL id, where a finished upload's bytes are (a file's path, or an object's key in
 * the bucket), and how to forget an upload once its photo is recorded.
 */
export type IncomingUploadStore = {
  datastore: DataStore
  /** The store's id of an upload from the id in its URL (32 hex digits). */
  storeId(urlId: string): string
  /** The URL id of a store's id. */
  urlId(storeId: string): string
  /** A finished upload's bytes: an absolute path on disk, or a key in the S3 bucket. */
  storedAt(storeId: string): string
  /** Removes what is left of an upload (its bytes, unless already moved, and its record). */
  forget(storeId: string): Promise<void>
}

/** The store for this environment: the bucket when S3_* is set, else GALLERIES_DIR/.incoming. */
export function incomingUploadStore(e: Pick<Env, 's3' | 'galleriesDir'>): IncomingUploadStore {
  const expirationPeriodInMilliseconds = GALLERY_LIMITS.unfinishedUploadDays * DAY_MS
  if (!e.s3) {
    const directory = path.join(e.galleriesDir, INCOMING_DIR_NAME)
    const fileOf = (id: string) => path.join(directory, id)
    // tus's FileStore lists this folder to clean up and fails when it is not there yet (a new site).
    mkdirSync(directory, { recursive: true })
    return {
      datastore: new FileStore({ directory, expirationPeriodInMilliseconds }),
      storeId: (urlId) => urlId,
      urlId: (storeId) => storeId,
      storedAt: fileOf,
      async forget(id) {
        await rm(fileOf(id), { force: true })
        await rm(`${fileOf(id)}.json`, { force: true })
      },
    }
  }
  const config = s3ClientConfig(e.s3)
  // The store's metadata cache, kept here so that forget() drops an upload from it at once.
  const cache = briefCache()
  const client = new S3Client(config)
  const Bucket = e.s3.bucket
  return {
    datastore: new IncomingS3Store(
      {
        s3ClientConfig: { ...config, bucket: Bucket },
        partSize: GALLERY_LIMITS.s3PartBytes,
        expirationPeriodInMilliseconds,
        // Tags serve a bucket's lifecycle rules; the background jobs remove expired uploads instead,
        // and several S3-compatible services (and the tests' stand-in) do not keep tags.
        useTags: false,
        cache,
      },
      INCOMING_S3_PREFIX,
    ),
    storeId: (urlId) => INCOMING_S3_PREFIX + urlId,
    urlId: (storeId) => storeId.slice(INCOMING_S3_PREFIX.length),
    storedAt: (storeId) => storeId,
    async forget(id) {
      await cache.delete(id)
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
        }),
      )
    },
  }
}
