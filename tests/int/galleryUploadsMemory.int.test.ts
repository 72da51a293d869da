import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { galleryUploadHandler, type CompletedGalleryUpload } from '@/galleries/server/upload/galleryUploadHandler'
import { incomingUploadStore } from '@/galleries/server/upload/incomingUploadStore'

import { startWebHandlerServer, type WebHandlerServer } from '../support/webHandlerServer'

const MB = 1024 * 1024
const FILE_BYTES = 60 * MB

/**
 * Three 60 MB uploads at once through a real HTTP server, sent by tus-js-client in the same process:
 * the process's resident memory (server and clients together) grows by far less than one file, as
 * every chunk streams to disk. The sign-in is a plain function here (the auth suite tests Payload's).
 */
describe('gallery uploads: bounded memory', () => {
  let server: WebHandlerServer
  let dir: string
  const completions: CompletedGalleryUpload[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-gallery-memory-'))
    const uploads = galleryUploadHandler({
      store: incomingUploadStore({ s3: undefined, galleriesDir: path.join(dir, 'galleries') }),
      basePath: '',
      authenticate: async (request) => (request.headers.get('authorization') === 'JWT ok' ? { id: 1 } : null),
      async onUploadComplete(upload) {
        expect((await stat(upload.storedAt)).size).toBe(upload.bytes)
        completions.push(upload)
      },
    })
    server = await startWebHandlerServer(uploads.handle)
  })

  afterAll(async () => {
    await server?.close()
  })

  it('keeps the resident memory within 100 MB while three 60 MB files upload in parallel', async () => {
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const file = path.join(dir, `DSC_000${n}.JPG`)
        const out = createWriteStream(file)
        for (let written = 0; written < FILE_BYTES; written += MB) out.write(randomBytes(MB))
        await new Promise((resolve) => out.end(resolve))
        return file
      }),
    )
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    try {
      await Promise.all(
        files.map(
          (file) =>
            new Promise<void>((resolve, reject) =>
              new Upload(createReadStream(file), {
                endpoint: `${server.url}/api/gallery-uploads`,
                headers: { Authorization: 'JWT ok' },
                metadata: { filename: path.basename(file), galleryId: '3', set: 'proofs' },
                chunkSize: GALLERY_LIMITS.uploadChunkBytes,
                retryDelays: [],
                onError: reject,
                onSuccess: () => resolve(),
              }).start(),
            ),
        ),
      )
    } finally {
      clearInterval(sampler)
    }
    expect(completions.map((c) => c.filename).sort()).toEqual(['DSC_0001.JPG', 'DSC_0002.JPG', 'DSC_0003.JPG'])
    const growthMb = (peak - before) / MB
    console.log(
      `RSS: ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB at the peak (+${growthMb.toFixed(1)} MB)`,
    )
    expect(growthMb).toBeLessThan(100)
  })
})
