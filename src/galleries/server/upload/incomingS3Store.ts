import { S3Store, type MetadataValue, type Options } from '@tus/s3-store'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

type MetadataCache = NonNullable<Options['cache']>

/**
 * @tus/s3-store's store for the galleries' uploads, changed where the bucket is shared and the site
 * may run as several instances:
 * - the clean-up of expired uploads looks only under the incoming prefix (the stock one aborts every
 *   multipart upload in the bucket, and deletes `<key>.info` and `<key>.part` beside each), and
 *   answers how many uploads it removed (the stock one counts objects, two per upload);
 * - an upload's metadata is remembered for GALLERY_LIMITS.uploadMetadataCacheMs only (briefCache).
 */
export class IncomingS3Store extends S3Store {
  constructor(
    options: Options,
    private readonly prefix: string,
  ) {
    super(options)
  }

  override async deleteExpired(): Promise<number> {
    const expiration = this.getExpiration()
    if (expiration === 0) return 0
    let removed = 0
    let KeyMarker: string | undefined
    let UploadIdMarker: string | undefined
    for (;;) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        Prefix: this.prefix,
        KeyMarker,
        UploadIdMarker,
      })
      for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
        if (!Key || !UploadId || !Initiated || Date.now() <= Initiated.getTime() + expiration) continue
        await this.client.abortMultipartUpload({ Bucket: this.bucket, Key, UploadId })
        await this.client.deleteObjects({
          Bucket: this.bucket,
          Delete: { Objects: [{ Key: this.infoKey(Key) }, { Key: this.partKey(Key, true) }], Quiet: true },
        })
        await this.clearCache(Key)
        removed++
      }
      if (!page.IsTruncated) return removed
      ;({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page)
    }
  }
}

/**
 * The store's cache of an upload's metadata (its `.info` object: size, tus metadata, multipart id),
 * kept GALLERY_LIMITS.uploadMetadataCacheMs: long enough to spare the repeated reads of one PATCH, short
 * enough that no instance goes on believing in an upload that another instance has finished and
 * removed, or that the clean-up has removed. (Believed, a removed upload looks finished to the store,
 * since S3 no longer knows its multipart upload: its address would answer 503 instead of 404.)
 * An entry is dropped on expiry, so uploads finished elsewhere leave nothing in this process's memory.
 */
export function briefCache(ttlMs: number = GALLERY_LIMITS.uploadMetadataCacheMs, now = Date.now): MetadataCache {
  const entries = new Map<string, { value: MetadataValue; until: number }>()
  return {
    async get(key) {
      const entry = entries.get(key)
      if (entry && entry.until > now()) return entry.value
      entries.delete(key)
      return undefined
    },
    async set(key, value) {
      const time = now()
      for (const [k, e] of entries) if (e.until <= time) entries.delete(k)
      entries.set(key, { value, until: time + ttlMs })
    },
    async delete(key) {
      entries.delete(key)
    },
  }
}
