import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressStatic } from '../../../scripts/precompress.mjs'
import { precompressedStatic } from '../../../scripts/precompressedStatic.mjs'

// A build folder as Next leaves it: static files and the routes manifest with next.config's rules.
const build = mkdtempSync(path.join(tmpdir(), 'revela-precompress-'))
const chunks = path.join(build, 'static', 'chunks')
const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `palabra ${i % 50}`))}`
const manifest = {
  headers: [
    { regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { regex: '^(?:/((?!_next/static/).*))$', headers: [{ key: 'Content-Security-Policy', value: 'la de la página' }] },
    { regex: '^/_next/static(?:/(.*))?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
  ],
}

let server: http.Server
let base = ''
/** What Next would have answered: the handler's fall-through. */
const fellThrough: string[] = []

beforeAll(async () => {
  mkdirSync(chunks, { recursive: true })
  mkdirSync(path.join(build, 'static', 'media'), { recursive: true })
  writeFileSync(path.join(chunks, 'app.js'), script)
  writeFileSync(path.join(chunks, 'tiny.js'), 'export {}')
  writeFileSync(path.join(build, 'static', 'media', 'photo.png'), randomBytes(4096))
  writeFileSync(path.join(build, 'routes-manifest.json'), JSON.stringify(manifest))
  await precompressStatic(path.join(build, 'static'))
  const handle = precompressedStatic(build)
  server = http.createServer((req, res) => {
    if (handle(req, res)) return
    fellThrough.push(req.url!)
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('de Next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server?.close()
  rmSync(build, { recursive: true, force: true })
})

function get(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + address, { headers, method }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }))
    })
    req.on('error', reject).end()
  })
}

describe('precompressStatic', () => {
  it('writes a brotli copy of each script and style worth compressing, and none of images or tiny files', () => {
    const copy = readFileSync(path.join(chunks, 'app.js.br'))
    expect(brotliDecompressSync(copy).toString()).toBe(script)
    expect(copy.length).toBeLessThan(script.length / 10)
    expect(existsSync(path.join(chunks, 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(build, 'static', 'media', 'photo.png.br'))).toBe(false)
  })
})

describe('precompressedStatic', () => {
  it("answers a browser that takes brotli with the copy and the address's own headers, the last rule winning", async () => {
    const res = await get('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.status).toBe(200)
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
    expect(res.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': String(res.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'",
    })
  })

  it('answers a revalidation with 304 and a HEAD with the headers alone', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next what it has no copy for, a client without brotli, a range and other methods', async () => {
    fellThrough.length = 0
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' })
    await get('/_next/static/chunks/app.js')
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST')
    await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })
    await get('/_next/static/chunks/%61pp.js', { 'accept-encoding': 'br' })
    expect(fellThrough).toHaveLength(7)
  })
})
