import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { testPayload } from './helpers/testPayload'

// The WordPress import with media in an S3-compatible bucket (s3rver, the local stand-in for AWS,
// R2 or MinIO): what several app instances share.
const BUCKET = 'revela-media'
const FIXTURE = path.resolve('tests/fixtures/wordpress')
const exportXml = readFileSync(path.join(FIXTURE, 'export.xml'), 'utf8')
const admin = { adminEmail: 'admin@revela.test', adminPassword: 'revela-demo-2026' }

describe('WordPress import into an S3 bucket', () => {
  let s3: S3StandIn
  let payload: Payload
  const keys = () => s3.keys()
  const importText = async (text: string) => {
    const [{ runImport }, { uploadsFolderSource }] = await Promise.all([
      import('@/wordpress/import/runImport'),
      import('@/wordpress/import/media/uploadsFolderSource'),
    ])
    const media = await uploadsFolderSource(path.join(FIXTURE, 'uploads'))
    return runImport(payload, { open: () => Readable.from(text.match(/[\s\S]{1,65536}/g) ?? []), media })
  }

  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET)
    Object.assign(process.env, s3.env)
    ;({ payload } = await testPayload('sqlite'))
    const { seed } = await import('@/seed')
    await seed(payload, admin, () => {})
  }, 300_000)

  afterAll(async () => {
    await payload?.destroy()
    await s3?.close()
  })

  it('leaves the bucket as it was when a write fails halfway', async () => {
    const before = await keys()
    expect(before.length).toBeGreaterThan(0)
    const clash = exportXml.replace(
      '<wp:post_name><![CDATA[retrato-corporativo]]></wp:post_name>',
      '<wp:post_name><![CDATA[book-de-fotos]]></wp:post_name>',
    )
    const error = await importText(clash).then(
      () => null,
      (e: Error) => e,
    )
    expect(error?.message).toMatch(/No se ha importado nada/)
    expect(await keys()).toEqual(before)
  }, 120_000)

  it('stores every attachment in the bucket with its bytes, serves it at its uploads address, and removes the demo’s photos', async () => {
    const demo = await keys()
    await importText(exportXml)
    const after = await keys()
    expect(after).toContain('retrato-ana.jpg')
    expect(after.filter((k) => demo.includes(k))).toEqual([])
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'retrato-ana.jpg' }))
    const original = readFileSync(path.join(FIXTURE, 'uploads/2024/03/retrato-ana.jpg'))
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(original)).toBe(true)
    const { GET } = await import('@/app/(site)/wp-content/uploads/[...path]/route')
    const res = await GET(new Request('http://localhost:3999/wp-content/uploads/2024/03/retrato-ana.jpg'), {
      params: Promise.resolve({ path: ['2024', '03', 'retrato-ana.jpg'] }),
    })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true)
  }, 120_000)
})
