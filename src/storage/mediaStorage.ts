import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '@/env'

type S3Settings = NonNullable<Env['s3']>

/** How the bucket is reached (by the storage plugin and by whatever else removes files from it). */
export function s3ClientConfig(s3: S3Settings) {
  return {
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Self-hosted and most non-AWS services address buckets by path, not by subdomain, and
    // many of them reject the streamed checksums the AWS SDK sends by default since 2025.
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  }
}

/**
 * Where media files live: the local disk (MEDIA_DIR) by default, or an S3-compatible bucket (AWS,
 * Cloudflare R2, MinIO…) when S3_* is set — the way for several app instances to share uploads.
 * Either way the public address stays /wp-content/uploads/YYYY/MM/name (see the uploads route), so
 * old links keep working after a move.
 */
export function mediaStoragePlugin(e: Pick<Env, 's3'>): Plugin {
  const s3 = e.s3
  return s3Storage({
    enabled: Boolean(s3),
    // The adapter's bookkeeping fields exist with or without S3, so one schema (and one set of
    // migrations) serves both.
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? 'unused',
    // Visitors' attachments share the bucket under their own prefix; Payload still checks `read`
    // (editors only) before serving one.
    collections: { media: true, 'submission-files': { prefix: 'submissions' } },
    config: s3 ? s3ClientConfig(s3) : {},
  })
}
