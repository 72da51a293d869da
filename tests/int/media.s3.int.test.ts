import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { testPayload } from './helpers/testPayload'

// s3rver is the local stand-in for an S3-compatible service (AWS, R2, MinIO): same protocol, on loopback.
const BUCKET = 'revela-media'
const photo = path.resolve('src/seed/media/estudio-plato.jpg')

describe('media in an S3-compatible bucket', () => {
  let s3: S3StandIn
  let payload: Payload
  let mediaDir: string
  let filename: string

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
    Object.assign(process.env, s3.env)
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
    await s3?.close()
  })

  it('stores the original and every size in the bucket, nothing on the local disk', async () => {
    const keys = await s3.keys()
    expect(keys).toContain(filename)
    expect(keys.filter((k) => k?.endsWith('.avif'))).toHaveLength(3)
    expect(keys.filter((k) => k?.endsWith('.webp'))).toHaveLength(3)
    expect(() => readFileSync(path.join(mediaDir, filename))).toThrow()
  })

  it('keeps the WordPress address and serves the file from the bucket there', async () => {
    const doc = (await payload.find({ collection: 'media', where: { filename: { equals: filename } } })).docs[0]!
    expect(doc.url).toBe(`/wp-content/uploads/2024/05/${filename}`)
    const { GET } = await import('@/app/(site)/wp-content/uploads/[...path]/route')
    const res = await GET(new Request(`http://localhost:3999${doc.url}`), {
      params: Promise.resolve({ path: ['2024', '05', filename] }),
    })
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
