import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')
const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET with exactly these headers, its body as sent on the wire (not decompressed, as fetch would). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const decoded = ({ headers, body }: Raw) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body

/** The build's scripts and styles an article loads, as its HTML names them. */
async function buildFiles() {
  const html = decoded(await raw(ARTICLE)).toString('utf8')
  const files = [...new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g) ?? [])]
  expect(files.length).toBeGreaterThan(5)
  return files
}

describe('what a visitor downloads is compressed, with brotli when the browser takes it', () => {
  it("serves the build's scripts and styles in brotli, byte for byte the files gzip and no compression give", async () => {
    const browser = 'gzip, deflate, br, zstd' // Chromium's, also over http://
    for (const file of await buildFiles()) {
      const [brotli, gzip, plain] = await Promise.all([
        raw(file, { 'accept-encoding': browser }),
        raw(file, { 'accept-encoding': 'gzip' }),
        raw(file),
      ])
      expect(brotli.status, file).toBe(200)
      expect(brotli.headers['content-encoding'], file).toBe('br')
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/)
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers['x-content-type-options']).toBe('nosniff')
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(decoded(brotli).equals(plain.body), file).toBe(true)
      expect(decoded(gzip).equals(plain.body), file).toBe(true)
      // Brotli at its best quality, made at build time: lighter than the gzip the server makes.
      if (plain.body.length > 10_000) expect(brotli.body.length).toBeLessThan(gzip.body.length)
    }
  })

  it("gives the build's files a short policy of their own, not the page's (sent with each of them)", async () => {
    const [file] = await buildFiles()
    const page = await raw(ARTICLE, { 'accept-encoding': 'br' })
    const script = await raw(file!, { 'accept-encoding': 'br' })
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    )
  })

  it('answers a revalidation with 304 and no body, and a range from the file as it is', async () => {
    const [file] = await buildFiles()
    const first = await raw(file!, { 'accept-encoding': 'br' })
    const again = await raw(file!, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const plain = await raw(file!)
    const range = await raw(file!, { 'accept-encoding': 'br', range: 'bytes=0-99' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.equals(plain.body.subarray(0, 100))).toBe(true)
  })

  it('sends pages, feeds and the API in brotli to a browser and in gzip to a client that only takes gzip', async () => {
    for (const path of [ARTICLE, '/blog/', '/feed/', '/sitemap.xml', '/api/pages?limit=3&depth=0']) {
      const plain = await raw(path)
      const brotli = await raw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      const gzip = await raw(path, { 'accept-encoding': 'gzip' })
      expect(brotli.status, path).toBe(plain.status)
      if (plain.body.length < 1024) continue
      expect(brotli.headers['content-encoding'], path).toBe('br')
      expect(gzip.headers['content-encoding'], path).toBe('gzip')
      expect(brotli.headers.vary, path).toMatch(/Accept-Encoding/)
      expect(brotli.body.length, path).toBeLessThan(gzip.body.length)
      expect(decoded(brotli).toString('utf8'), path).toBe(plain.body.toString('utf8'))
      expect(decoded(gzip).toString('utf8'), path).toBe(plain.body.toString('utf8'))
    }
  })

  it('refuses nothing for an odd Accept-Encoding: unknown, refused or repeated codings get a plain answer', async () => {
    const [file] = await buildFiles()
    for (const value of [
      'br;q=0',
      'zstd',
      'identity',
      '*;q=0, identity',
      'br;q=abc, gzip;q=0',
      ',,,;;;',
      'x'.repeat(8000),
    ]) {
      for (const path of [ARTICLE, file!]) {
        const res = await raw(path, { 'accept-encoding': value })
        expect(res.status, `${path} ${value.slice(0, 20)}`).toBeLessThan(500)
        if (value.startsWith('br;q=0')) expect(res.headers['content-encoding']).not.toBe('br')
      }
    }
  })
})
