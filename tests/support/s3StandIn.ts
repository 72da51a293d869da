import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { backdateUploads, s3MultipartStandIn, type KoaMiddleware } from './s3MultipartStandIn'

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type S3StandIn = {
  /** The S3_* variables that point the site at it. */
  env: Record<'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>
  client: S3Client
  /** The keys in the bucket (under `prefix`), sorted. */
  keys(prefix?: string): Promise<string[]>
  /** Makes every unfinished multipart upload look started `ms` ago, as the bucket would say that much later. */
  backdateUploads(ms: number): Promise<void>
  close(): Promise<void>
}

/**
 * s3rver, the local stand-in for an S3-compatible service (AWS, R2, MinIO): the same protocol, on
 * loopback, with one empty bucket in a folder of its own; the multipart calls it lacks answered in
 * front of it (s3MultipartStandIn).
 */
export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  // s3rver is a Koa app whose middleware is composed at run(): first in line, before its router.
  ;(server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(s3MultipartStandIn(directory))
  const { port } = (await server.run()) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client,
    keys: async (prefix) =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [])
        .map((o) => o.Key!)
        .sort(),
    backdateUploads: (ms) => backdateUploads(directory, bucket, ms),
    close: () => server.close(),
  }
}
