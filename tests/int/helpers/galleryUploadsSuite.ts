import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { copyFile, readFile } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import type { CompletedGalleryUpload } from '@/galleries/server/upload/galleryUploadHandler'
import type { IncomingUploadStore } from '@/galleries/server/upload/incomingUploadStore'

import type { S3StandIn } from '../../support/s3StandIn'
import { startWebHandlerServer, type WebHandlerServer } from '../../support/webHandlerServer'
import { testPayload } from './testPayload'

const MB = 1024 * 1024

/** A file of random bytes (so that no store could pass it by compressing or deduplicating). */
async function randomFile(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file)
  for (let written = 0; written < bytes; written += MB) out.write(randomBytes(Math.min(MB, bytes - written)))
  await new Promise<void>((resolve, reject) => out.end(() => resolve()).once('error', reject))
}

const sha256 = async (stream: NodeJS.ReadableStream) => {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * Gallery uploads over real HTTP with tus-js-client, against Payload's real sign-in on SQLite, into
 * the disk store or (with `s3`) the S3 stand-in: a 50 MB file cut halfway and resumed by a new client
 * arrives byte for byte and is handed over once; the refusals (no session, not a JPEG, a wrong offset);
 * an unfinished upload removed once it has expired. On S3, @tus/s3-store reads an upload's offset
 * with ListParts and cleans up with ListMultipartUploads and AbortMultipartUpload, which the
 * stand-in answers in front of s3rver (tests/support/s3MultipartStandIn).
 */
export function galleryUploadsSuite(s3?: () => S3StandIn) {
  let payload: Payload
  let server: WebHandlerServer
  let store: IncomingUploadStore
  let token = ''
  let dir = ''
  // The test's own hand-over: the bytes copied out (as the real one moves them), each call recorded.
  const completions: (CompletedGalleryUpload & { copy: string })[] = []
  let failures = 0
  let cleanUpExpired: () => Promise<number>
  const endpoint = () => `${server.url}/api/gallery-uploads`

  beforeAll(async () => {
    if (s3) Object.assign(process.env, s3().env)
    ;({ payload, dir } = await testPayload('sqlite'))
    const { env } = await import('@/env')
    const { incomingUploadStore } = await import('@/galleries/server/upload/incomingUploadStore')
    const { galleryUploadHandler } = await import('@/galleries/server/upload/galleryUploadHandler')
    const { payloadUploadUser } = await import('@/galleries/server/upload/payloadUploadUser')
    store = incomingUploadStore(env())
    mkdirSync(path.join(dir, 'received'))
    const uploads = galleryUploadHandler({
      store,
      basePath: '',
      authenticate: payloadUploadUser(payload),
      async onUploadComplete(upload) {
        if (failures > 0) {
          failures--
          throw new Error('the database is away (a failure the test asked for)')
        }
        const copy = path.join(dir, 'received', upload.uploadId)
        if (s3) {
          const { Body } = await s3().client.send(
            new GetObjectCommand({ Bucket: s3().env.S3_BUCKET, Key: upload.storedAt }),
          )
          const { pipeline } = await import('node:stream/promises')
          await pipeline(Body as NodeJS.ReadableStream, createWriteStream(copy))
        } else await copyFile(upload.storedAt, copy)
        completions.push({ ...upload, copy })
      },
    })
    cleanUpExpired = uploads.cleanUpExpired
    server = await startWebHandlerServer(uploads.handle)
    await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] } as never,
    })
    ;({ token = '' } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    }))
  })

  afterAll(async () => {
    await server?.close()
    await payload?.destroy()
  })

  const metadata = { filename: 'DSC_0001.JPG', galleryId: '7', set: 'proofs' }
  const tusOptions = (file: string, extra: Partial<ConstructorParameters<typeof Upload>[1]> = {}) => ({
    endpoint: endpoint(),
    metadata,
    headers: { Authorization: `JWT ${token}` },
    chunkSize: 8 * MB,
    retryDelays: [],
    ...extra,
    fingerprint: async () => file,
  })

  it('resumes a 50 MB upload cut halfway from its URL with a new client; the bytes arrive intact, handed over once', async () => {
    const file = path.join(dir, 'DSC_0001.JPG')
    await randomFile(file, 50 * MB)
    const size = 50 * MB

    // The first client stops after about half (as a closed tab or a dropped connection would).
    const url = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(
        createReadStream(file),
        tusOptions(file, {
          onProgress(sent) {
            if (sent >= size / 2) {
              void upload.abort().then(() => resolve(upload.url!), reject)
            }
          },
          onError: reject,
          onSuccess: () => reject(new Error('the first client was to be cut before the end')),
        }),
      )
      upload.start()
    })
    expect(url).toMatch(/\/api\/gallery-uploads\/[0-9a-f]{32}$/)

    const head = await fetch(url, {
      method: 'HEAD',
      headers: { Authorization: `JWT ${token}`, 'Tus-Resumable': '1.0.0' },
    })
    const offset = Number(head.headers.get('upload-offset'))
    expect(head.status).toBe(200)
    expect(head.headers.get('cache-control')).toBe('private, no-store')
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThan(size)
    expect(completions).toHaveLength(0)

    // A new client, knowing only the URL, continues from the server's offset.
    const firstOffsets: number[] = []
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(
        createReadStream(file),
        tusOptions(file, {
          uploadUrl: url,
          onBeforeRequest(req) {
            if (req.getMethod() === 'PATCH') firstOffsets.push(Number(req.getHeader('Upload-Offset')))
          },
          onError: reject,
          onSuccess: () => resolve(),
        }),
      )
      upload.start()
    })
    expect(firstOffsets[0]).toBe(offset)

    expect(completions).toHaveLength(1)
    const [done] = completions
    expect(done).toMatchObject({ galleryId: '7', set: 'proofs', filename: 'DSC_0001.JPG', bytes: size })
    expect(done!.uploadId).toBe(url.split('/').pop())
    expect(done!.user).toMatchObject({ email: 'marta@revela.test' })
    expect(await sha256(createReadStream(done!.copy))).toBe(await sha256(createReadStream(file)))

    // Handed over, the upload is forgotten: nothing left in the incoming store.
    const gone = await fetch(url, {
      method: 'HEAD',
      headers: { Authorization: `JWT ${token}`, 'Tus-Resumable': '1.0.0' },
    })
    expect(gone.status).toBe(404)
    await expect(store.datastore.getUpload(store.storeId(done!.uploadId))).rejects.toMatchObject({ status_code: 404 })
  })

  const create = (headers: Record<string, string>, meta = metadata, length = 1000) =>
    fetch(endpoint(), {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(length),
        'Upload-Metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
        ...headers,
      },
    })

  const incomingCount = async () => {
    if (s3) return (await s3().keys('galleries/.incoming/')).length
    const { env } = await import('@/env')
    const folder = path.join(env().galleriesDir, '.incoming')
    return existsSync(folder) ? readdirSync(folder).length : 0
  }

  it('refuses a request without a session with 401, creating nothing; a forged token too', async () => {
    const before = await incomingCount()
    for (const headers of [{}, { Authorization: 'JWT not-a-token' }, { Cookie: 'payload-token=forged' }] as Record<
      string,
      string
    >[]) {
      const response = await create(headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toBe('Inicia sesión en el panel para subir fotos.')
    }
    const patch = await fetch(`${endpoint()}/${'a'.repeat(32)}`, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(1000),
    })
    expect(patch.status).toBe(401)
    expect(await incomingCount()).toBe(before)
  })

  it('refuses a file that is not a JPEG, one too big and one without its gallery, in Spanish', async () => {
    const before = await incomingCount()
    const auth = { Authorization: `JWT ${token}` }
    const pdf = await create(auth, { ...metadata, filename: 'contrato.pdf' })
    expect(pdf.status).toBe(415)
    expect(await pdf.text()).toBe('No es una foto JPEG (solo se admiten archivos .jpg o .jpeg).')
    const big = await create(auth, metadata, 300 * MB)
    expect(big.status).toBe(413)
    expect(await big.text()).toMatch(/^La foto pesa más de 200 MB/)
    const noSet = await create(auth, { filename: 'a.jpg', galleryId: '7', set: 'todas' })
    expect(noSet.status).toBe(400)
    expect(await noSet.text()).toMatch(/conjunto/)
    expect(await incomingCount()).toBe(before)
  })

  it('answers a PATCH at the wrong offset with 409, leaving the upload as it was', async () => {
    const auth = { Authorization: `JWT ${token}` }
    const created = await create(auth)
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/api\/gallery-uploads\/[0-9a-f]{32}$/)
    const patch = (offset: number, body: Uint8Array<ArrayBuffer>) =>
      fetch(server.url + location, {
        method: 'PATCH',
        headers: {
          ...auth,
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body,
      })
    expect((await patch(0, new Uint8Array(400))).status).toBe(204)
    const wrong = await patch(100, new Uint8Array(100))
    expect(wrong.status).toBe(409)
    expect(await wrong.text()).toMatch(/no coincide/)
    const head = await fetch(server.url + location, { method: 'HEAD', headers: { ...auth, 'Tus-Resumable': '1.0.0' } })
    expect(head.headers.get('upload-offset')).toBe('400')
  })

  it('answers GET with 405 and an address that is no upload with 404', async () => {
    const auth = { Authorization: `JWT ${token}` }
    expect((await fetch(`${endpoint()}/${'b'.repeat(32)}`, { headers: auth })).status).toBe(405)
    expect((await fetch(`${endpoint()}/..%2f..%2fpayload-secret`, { method: 'HEAD', headers: auth })).status).toBe(404)
    const unknown = await fetch(`${endpoint()}/${'c'.repeat(32)}`, {
      method: 'HEAD',
      headers: { ...auth, 'Tus-Resumable': '1.0.0' },
    })
    expect(unknown.status).toBe(404)
  })

  it('keeps a finished upload whose hand-over failed, and hands it over when the client looks again', async () => {
    const file = path.join(dir, 'DSC_0002.jpeg')
    await randomFile(file, 3 * MB)
    failures = 1
    const before = completions.length
    const errors: number[] = []
    await new Promise<void>((resolve, reject) => {
      new Upload(
        createReadStream(file),
        tusOptions(file, {
          metadata: { ...metadata, filename: 'DSC_0002.jpeg', set: 'finals' },
          retryDelays: [50],
          onShouldRetry(error) {
            errors.push(error.originalResponse?.getStatus() ?? 0)
            return true
          },
          onError: reject,
          onSuccess: () => resolve(),
        }),
      ).start()
    })
    expect(errors).toEqual([503])
    expect(completions).toHaveLength(before + 1)
    const done = completions.at(-1)!
    expect(done).toMatchObject({ filename: 'DSC_0002.jpeg', set: 'finals', bytes: 3 * MB })
    expect((await readFile(done.copy)).equals(await readFile(file))).toBe(true)
  })

  it('removes an unfinished upload once GALLERY_LIMITS.unfinishedUploadDays have passed, and not a moment before', async () => {
    const { GALLERY_LIMITS } = await import('@/galleries/core/galleryLimits')
    const auth = { Authorization: `JWT ${token}`, 'Tus-Resumable': '1.0.0' }
    const created = await create(auth, metadata, 10 * MB)
    const url = server.url + created.headers.get('location')!
    // 6 MB of 10: on S3 a whole part of the multipart upload, as a studio's dropped connection leaves.
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: randomBytes(6 * MB),
    })
    expect(patch.status).toBe(204)
    const head = () => fetch(url, { method: 'HEAD', headers: auth })
    // With the upload the 409 test left (400 bytes of 1000): two unfinished, nothing else incoming.
    const unfinished = await incomingCount()
    expect(unfinished).toBeGreaterThan(0)

    // Someone else's unfinished upload in the same bucket (the media library's, a backup's): not ours to remove.
    const { CreateMultipartUploadCommand, ListMultipartUploadsCommand } = await import('@aws-sdk/client-s3')
    const othersKey = 'media/DSC_9999.jpg'
    if (s3) await s3().client.send(new CreateMultipartUploadCommand({ Bucket: s3().env.S3_BUCKET, Key: othersKey }))

    const days = GALLERY_LIMITS.unfinishedUploadDays * 24 * 60 * 60 * 1000
    // The clean-up `ms` after the uploads began. On disk tus compares the upload's creation date with
    // the clock; on S3, the bucket's date of each multipart upload (there the bucket is made older:
    // a faked clock would sign the SDK's requests with a date the bucket refuses).
    const later = async (ms: number) => {
      if (s3) {
        await s3().backdateUploads(ms)
        return cleanUpExpired()
      }
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
      try {
        return await cleanUpExpired()
      } finally {
        vi.useRealTimers()
      }
    }
    expect(await later(days - 60_000)).toBe(0)
    expect((await head()).headers.get('upload-offset')).toBe(String(6 * MB))
    expect(await incomingCount()).toBe(unfinished)

    expect(await later(days + 60_000)).toBe(2)
    expect(await incomingCount()).toBe(0)
    expect((await head()).status).toBe(404)
    if (s3) {
      const { Uploads = [] } = await s3().client.send(new ListMultipartUploadsCommand({ Bucket: s3().env.S3_BUCKET }))
      expect(Uploads.map((u) => u.Key)).toEqual([othersKey])
    }
  })
}
