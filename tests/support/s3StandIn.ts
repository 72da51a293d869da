import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import type { Env } from '@/env'

import { backdateUploads, s3MultipartStandIn, type KoaMiddleware } from './s3MultipartStandIn'

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** A GetObject as the bucket answers it: still sending, sent to its end, or cut by the client. */
export type ObjectGet = { key: string; range: string | undefined; state: 'sending' | 'sent' | 'cut' }

export type S3StandIn = {
  /** The S3_* variables that point the site at it. */
  env: Record<'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>
  /** The same, as the site's parsed environment holds them (`env().s3`), for code given its settings. */
  settings: NonNullable<Env['s3']>
  client: S3Client
  /** The keys in the bucket (under `prefix`), sorted. */
  keys(prefix?: string): Promise<string[]>
  /**
   * Each GetObject from now on, in a list kept current as the bucket answers; `arrived` is called
   * as one comes in, before the bucket has answered it.
   */
  watchGets(arrived?: (get: ObjectGet) => void): ObjectGet[]
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
  // Where s3rver keeps the server it listens with (its types do not say).
  const { httpServer } = server as unknown as { httpServer: Server }
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: CREDENTIALS.accessKeyId,
      secretAccessKey: CREDENTIALS.secretAccessKey,
    },
    client,
    keys: async (prefix) =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [])
        .map((o) => o.Key!)
        .sort(),
    watchGets(arrived) {
      const gets: ObjectGet[] = []
      httpServer.on('request', (req, res) => {
        const url = new URL(req.url ?? '/', endpoint)
        if (req.method !== 'GET' || url.searchParams.get('x-id') !== 'GetObject') return
        const get: ObjectGet = {
          key: decodeURIComponent(url.pathname.slice(`/${bucket}/`.length)),
          range: req.headers.range,
          state: 'sending',
        }
        gets.push(get)
        res.once('close', () => (get.state = res.writableFinished ? 'sent' : 'cut'))
        arrived?.(get)
      })
      return gets
    },
    backdateUploads: (ms) => backdateUploads(directory, bucket, ms),
    close: () => server.close(),
  }
}
