import { readFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/testPayload'

// s3rver is the local stand-in for an S3-compatible service (AWS, R2, MinIO): same protocol, on loopback.
const BUCKET = 'revela-media'
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const photo = path.resolve('src/seed/media/estudio-plato.jpg')

describe('media in an S3-compatible bucket', () => {
  let server: S3rver
  let endpoint: string
  let payload: Payload
  let mediaDir: string
  let filename: string

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = (await server.run()) as { port: number }
    endpoint = `http://127.0.0.1:${port}`
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    })
    ;({ payload } = await testPayload('sqlite'))
    mediaDir = process.env.MEDIA_DIR!
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Plató del estudio con dos ventanas de luz', folder: '2024/05' },
      filePath: photo,
      context: { disableRevalidate: true },
    })
    filename = doc.filename!
  })

  afterAll(async () => {
    await payload?.destroy()
    await server?.close()
  })

  it('stores the original and every size in the bucket, nothing on the local disk', async () => {
    const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS })
    const list = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const keys = (list.Contents ?? []).map((o) => o.Key)
    expect(keys).toContain(filename)
    expect(keys.filter((k) => k?.endsWith('.avif'))).toHaveLength(3)
    expect(keys.filter((k) => k?.endsWith('.webp'))).toHaveLength(3)
    expect(() => readFileSync(path.join(mediaDir, filename))).toThrow()
  })

  it('keeps the WordPress address and serves the file from the bucket there', async () => {
    const doc = (await payload.find({ collection: 'media', where: { filename: { equals: filename } } })).docs[0]!
    expect(doc.url).toBe(`/wp-content/uploads/2024/05/${filename}`)
    const { GET } = await import('@/app/(site)/wp-content/uploads/[...path]/route')
    const res = await GET(new Request(`http://localhost:3999${doc.url}`), { params: Promise.resolve({ path: ['2024', '05', filename] }) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(photo))).toBe(true)
    const missing = await GET(new Request('http://localhost:3999/wp-content/uploads/2024/05/no-existe.jpg'), {
      params: Promise.resolve({ path: ['2024', '05', 'no-existe.jpg'] }),
    })
    expect(missing.status).toBe(404)
  })
})
