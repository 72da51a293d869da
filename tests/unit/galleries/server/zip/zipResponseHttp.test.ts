import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'
import type { OpenZipFile } from '@/galleries/server/zip/openZipFile'
import { zipResponse } from '@/galleries/server/zip/zipResponse'

import { storedGallery } from '../../../../support/storedGallery'

/**
 * «Descargar todas» over real HTTP, as a browser does it, the photos read from the galleries' disk
 * store as galleryZip reads them: the whole archive with its exact length, a download cut at 40 %
 * (the server closes the photo it was reading and opens no further one), then resumed with Range
 * and If-Range to the same bytes; a changed gallery answers whole; a range past the end gets 416.
 */
describe('a gallery ZIP over HTTP', () => {
  let dir: string
  let plan: ZipPlan
  let server: Server
  let base: string
  const open: { entry: number; closed: boolean }[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-http-'))
    const gallery = await storedGallery(path.join(dir, 'galerias'), [
      ['Foto 1.jpg', 20_000_000],
      ['Foto 2.jpg', 1_000],
      ['Foto 3.jpg', 3_000_000],
    ])
    plan = gallery.plan
    const openFile: OpenZipFile = async (entry, start, end, signal) => {
      const readable = (await gallery.openFile(entry, start, end, signal)) as Readable
      const record = { entry, closed: false }
      open.push(record)
      readable.on('close', () => (record.closed = true))
      return readable
    }
    server = createServer((req, res) => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
      })
      const response = zipResponse({ request, plan, openFile, fileName: 'Galería de Ana.zip' })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      if (!response.body) return res.end()
      pipeline(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>), res).catch(() => {
        // The client went away: the pipeline has already cancelled the archive's stream.
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/descargar`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it('sends the whole archive with its exact length, resumes a cut download, and closes what it left', async () => {
    const first = await fetch(base)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-length')).toBe(String(plan.size))
    expect(first.headers.get('accept-ranges')).toBe('bytes')
    expect(first.headers.get('content-type')).toBe('application/zip')
    expect(first.headers.get('cache-control')).toContain('private')
    expect(first.headers.get('content-disposition')).toBe(
      `attachment; filename="Galer_a de Ana.zip"; filename*=UTF-8''Galer%C3%ADa%20de%20Ana.zip`,
    )
    const whole = Buffer.from(await first.arrayBuffer())
    expect(whole.length).toBe(plan.size)
    const etag = first.headers.get('etag')!

    // The connection drops at 40 %.
    const opensBefore = open.length
    const controller = new AbortController()
    const cut = await fetch(base, { signal: controller.signal })
    const reader = cut.body!.getReader()
    const received: Uint8Array[] = []
    let length = 0
    while (length < plan.size * 0.4) {
      const { value } = await reader.read()
      received.push(value!)
      length += value!.length
    }
    controller.abort()
    await vi.waitFor(() => expect(open.slice(opensBefore).every((o) => o.closed)).toBe(true), { timeout: 2000 })
    // The first photo is 20 MB of the 23 MB: past what sockets buffer, the server never reached the third.
    expect(open.slice(opensBefore).map((o) => o.entry)).not.toContain(2)

    const resumed = await fetch(base, { headers: { Range: `bytes=${length}-`, 'If-Range': etag } })
    expect(resumed.status).toBe(206)
    expect(resumed.headers.get('content-range')).toBe(`bytes ${length}-${plan.size - 1}/${plan.size}`)
    expect(resumed.headers.get('content-length')).toBe(String(plan.size - length))
    const rest = Buffer.from(await resumed.arrayBuffer())
    expect(Buffer.concat([...received, rest]).equals(whole)).toBe(true)
  })

  it('answers whole when the gallery changed since (If-Range), 416 past the end, headers only to HEAD', async () => {
    const changed = await fetch(base, { headers: { Range: 'bytes=100-', 'If-Range': '"zip-otro"' } })
    expect(changed.status).toBe(200)
    expect(Buffer.from(await changed.arrayBuffer()).length).toBe(plan.size)
    const past = await fetch(base, { headers: { Range: `bytes=${plan.size}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${plan.size}`)
    const head = await fetch(base, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(plan.size))
  })
})
