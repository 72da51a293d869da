import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXACT_LENGTH_HEADER, restoreExactLength } from '@/lib/http/exactLength.mjs'

// The middleware scripts/server.mjs uses (it ships no types; the server script is plain JavaScript).
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const compress = (createRequire(import.meta.url)('compression') as () => Middleware)()
const zip = Buffer.alloc(300_000, 7)
const text = 'hola '.repeat(20_000)

/** As scripts/server.mjs: the length restored, then the compression middleware, then a streamed body with the header. */
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    restoreExactLength(res)
    compress(req, res, () => {
      const body = req.url === '/zip' ? zip : Buffer.from(text)
      res.setHeader('Content-Type', req.url === '/zip' ? 'application/zip' : 'text/plain; charset=utf-8')
      res.appendHeader(EXACT_LENGTH_HEADER, String(body.length))
      // Written in pieces without a length, as Next pipes a route handler's stream.
      res.write(body.subarray(0, 1000))
      res.end(body.subarray(1000))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })

describe('restoreExactLength', () => {
  it('sends a streamed download with its exact Content-Length, not chunked, and without the carrier header', async () => {
    const { response, body } = await get('/zip', { 'accept-encoding': 'br, gzip' })
    expect(response.headers['content-length']).toBe(String(zip.length))
    expect(response.headers['transfer-encoding']).toBeUndefined()
    expect(response.headers[EXACT_LENGTH_HEADER]).toBeUndefined()
    expect(body.equals(zip)).toBe(true)
  })

  it('leaves a compressed answer its own framing', async () => {
    const { response, body } = await get('/text', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.headers[EXACT_LENGTH_HEADER]).toBeUndefined()
    expect(body.length).toBeLessThan(text.length)
  })
})
