import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { constants as zlib, brotliDecompressSync } from 'node:zlib'

// @ts-expect-error -- compression ships no types; called here as scripts/server.mjs calls it.
import compression from 'compression'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  FRESH_MS,
  MAX_ENTRY_BYTES,
  MAX_TOTAL_BYTES,
  STALE_MS,
  pageMicroCache,
} from '../../../scripts/pageMicroCache.mjs'
import { announcePagesChanged } from '../../../src/cluster/pagesChanged.mjs'

// The server's chain as scripts/server.mjs builds it, with Next's place taken by a handler that
// answers as Next does for a prerendered page (or not, as each test sets), and counts its calls.
type Page = { status?: number; headers?: Record<string, string>; body: string; delayMs?: number }
let pages: Record<string, Page> = {}
let asked: string[] = []
let clock = 1_000_000
const cache = pageMicroCache({ now: () => clock })
const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } })
const PRERENDERED = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=31536000',
  etag: '"abc"',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
}

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (cache.answer(req, res)) return
    cache.keep(req, res)
    compress(req as never, res as never, () => {
      asked.push(req.url!)
      const page = pages[req.url!] ?? { status: 404, headers: { 'cache-control': 'private, no-store' }, body: 'no' }
      const send = () => {
        for (const [name, value] of Object.entries(page.headers ?? PRERENDERED)) res.setHeader(name, value)
        // The router asks the same address for the page's RSC data (a prefetch for less of it).
        const router = req.headers.rsc === '1'
        const body = router ? `${req.headers['next-router-prefetch'] ? 'PREFETCH' : 'RSC'}:${page.body}` : page.body
        res.setHeader('content-type', router ? 'text/x-component' : 'text/html; charset=utf-8')
        res.statusCode = page.status ?? 200
        // Written in two parts, as a streamed page is.
        res.write(body.slice(0, 10))
        res.end(body.slice(10))
      }
      if (page.delayMs) setTimeout(send, page.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server?.close())
beforeEach(() => {
  announcePagesChanged()
  asked = []
  pages = {}
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
function get(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(base + address, { headers, method, agent: false }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }))
    })
    req.on('error', reject).end()
  })
}
const article = (text: string) => `<!doctype html><h1>${text}</h1>${'<p>Luz natural, luz de estudio.</p>'.repeat(200)}`

describe('pageMicroCache: a prerendered page answered from memory for a second', () => {
  it('answers the second visitor from memory with the same page and headers, and Age', async () => {
    pages['/articulo/'] = { body: article('Retrato') }
    const first = await get('/articulo/')
    const second = await get('/articulo/')
    expect(asked).toEqual(['/articulo/'])
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers.etag).toBe('"abc"')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.headers['content-length']).toBe(String(first.body.length))
    expect(second.headers.age).toBe('0')
    expect(first.headers.age).toBeUndefined()
  })

  it('says a copy of a page Next had to render comes from a cache (x-nextjs-cache: HIT)', async () => {
    pages['/nueva/'] = { headers: { ...PRERENDERED, 'x-nextjs-cache': 'MISS' }, body: article('Recién dibujada') }
    expect((await get('/nueva/')).headers['x-nextjs-cache']).toBe('MISS')
    expect((await get('/nueva/')).headers['x-nextjs-cache']).toBe('HIT')
  })

  it('keeps each encoding as it was sent: brotli answered from memory decodes to the page', async () => {
    pages['/articulo/'] = { body: article('Brotli') }
    const plain = await get('/articulo/')
    await get('/articulo/', { 'accept-encoding': 'br' })
    const br = await get('/articulo/', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.age).toBe('0')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    expect(asked).toHaveLength(2)
  })

  it('asks again after a second, serving the old copy only while that one request is under way', async () => {
    pages['/articulo/'] = { body: article('Antes') }
    await get('/articulo/')
    pages['/articulo/'] = { body: article('Después'), delayMs: 150 }
    clock += FRESH_MS + 1
    const refreshing = get('/articulo/')
    await new Promise((resolve) => setTimeout(resolve, 30))
    const meanwhile = await get('/articulo/')
    expect(meanwhile.body.toString()).toContain('Antes')
    expect((await refreshing).body.toString()).toContain('Después')
    expect((await get('/articulo/')).body.toString()).toContain('Después')
    expect(asked).toHaveLength(2)
    // Long past its second, a copy is not served at all.
    clock += FRESH_MS + STALE_MS + 1
    pages['/articulo/'] = { body: article('Mucho después') }
    expect((await get('/articulo/')).body.toString()).toContain('Mucho después')
  })

  it('forgets everything at a publish, and does not keep an answer begun before it', async () => {
    pages['/articulo/'] = { body: article('Antes') }
    await get('/articulo/')
    announcePagesChanged()
    pages['/articulo/'] = { body: article('Publicado') }
    expect((await get('/articulo/')).body.toString()).toContain('Publicado')

    announcePagesChanged()
    pages['/articulo/'] = { body: article('Viejo'), delayMs: 100 }
    const underWay = get('/articulo/')
    await new Promise((resolve) => setTimeout(resolve, 30))
    announcePagesChanged()
    await underWay
    pages['/articulo/'] = { body: article('Nuevo') }
    expect((await get('/articulo/')).body.toString()).toContain('Nuevo')
  })

  it.each([
    ['sets a cookie', { ...PRERENDERED, 'set-cookie': 'a=1' }],
    ['is private', { 'x-nextjs-cache': 'HIT', 'cache-control': 'private, no-cache, no-store' }],
    ['is not from the page cache', { 'cache-control': 's-maxage=60' }],
    ['has no Cache-Control', { 'x-nextjs-cache': 'HIT' }],
    ['varies on a header outside the key', { ...PRERENDERED, vary: 'rsc, User-Agent' }],
    ['varies on anything', { ...PRERENDERED, vary: '*' }],
  ])('never keeps an answer that %s', async (_, headers) => {
    pages['/cuenta/'] = { headers, body: article('Cuenta') }
    await get('/cuenta/')
    await get('/cuenta/')
    expect(asked).toEqual(['/cuenta/', '/cuenta/'])
  })

  it('keeps the «not found» page of an address asked again, with its status', async () => {
    pages['/falta/'] = { status: 404, body: 'No encontrada' }
    await get('/falta/')
    const again = await get('/falta/')
    expect(again.status).toBe(404)
    expect(again.body.toString()).toBe('No encontrada')
    expect(asked).toEqual(['/falta/'])
  })

  it('never keeps another status or a page over the size limit', async () => {
    pages['/error/'] = { status: 500, body: 'Error' }
    pages['/enorme/'] = { body: 'x'.repeat(MAX_ENTRY_BYTES + 1) }
    for (const address of ['/error/', '/error/', '/enorme/', '/enorme/']) await get(address)
    expect(asked).toEqual(['/error/', '/error/', '/enorme/', '/enorme/'])
  })

  it('drops its copy when the page stops being shareable', async () => {
    pages['/articulo/'] = { body: article('Pública') }
    await get('/articulo/')
    clock += FRESH_MS + 1
    pages['/articulo/'] = { status: 410, body: 'Retirada' }
    expect((await get('/articulo/')).status).toBe(410)
    expect((await get('/articulo/')).status).toBe(410)
  })

  it.each([
    ['a signed-in editor', { cookie: 'consent=1; payload-token=abc' }],
    ['draft mode', { cookie: '__prerender_bypass=1' }],
    ['a server action', { 'next-action': 'abc' }],
    ['a range', { range: 'bytes=0-10' }],
    ['a conditional request', { 'if-none-match': '"abc"' }],
    ['credentials', { authorization: 'Basic eDp5' }],
  ])('sends %s to Next', async (_, headers) => {
    pages['/articulo/'] = { body: article('Pública') }
    await get('/articulo/')
    const answer = await get('/articulo/', headers)
    expect(answer.headers.age).toBeUndefined()
    expect(asked).toHaveLength(2)
  })

  it("keeps the router's data apart from the page: each variant from its own copy", async () => {
    pages['/articulo/?_rsc=1a2b'] = { body: article('Navegación') }
    const variants: Record<string, string>[] = [{}, { rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }]
    const first: string[] = []
    for (const headers of variants) first.push((await get('/articulo/?_rsc=1a2b', headers)).body.toString())
    expect(asked).toHaveLength(3)
    for (const [i, headers] of variants.entries()) {
      const again = await get('/articulo/?_rsc=1a2b', headers)
      expect(again.headers.age).toBe('0')
      expect(again.body.toString()).toBe(first[i])
    }
    expect(asked).toHaveLength(3)
    expect(first.map((body) => body.slice(0, 8))).toEqual(['<!doctyp', 'RSC:<!do', 'PREFETCH'])
  })

  it('answers a HEAD from a kept GET with its headers and no body, and never keeps a HEAD', async () => {
    pages['/articulo/'] = { body: article('Cabeceras') }
    await get('/articulo/', {}, 'HEAD')
    await get('/articulo/', {}, 'HEAD')
    expect(asked).toHaveLength(2)
    const full = await get('/articulo/')
    const head = await get('/articulo/', {}, 'HEAD')
    expect(head.headers.age).toBe('0')
    expect(head.headers['content-length']).toBe(String(full.body.length))
    expect(head.body.length).toBe(0)
    expect(asked).toHaveLength(3)
  })

  it('holds no more than its limit, dropping the least recently used pages first', async () => {
    const size = 600 * 1024
    const count = Math.ceil(MAX_TOTAL_BYTES / size) + 3
    for (let i = 0; i < count; i++) {
      pages[`/p${i}/`] = { body: `${i}`.padEnd(size, '.') }
      await get(`/p${i}/`)
      // The first page stays in use, so it is never the one dropped.
      await get('/p0/')
    }
    expect(cache.size()).toBeLessThanOrEqual(MAX_TOTAL_BYTES)
    asked = []
    await get('/p0/')
    await get('/p1/')
    await get(`/p${count - 1}/`)
    expect(asked).toEqual(['/p1/'])
  })

  it('lets go of copies past their use even when nobody asks for them again', async () => {
    pages['/antigua/'] = { body: article('Antigua') }
    pages['/reciente/'] = { body: article('Reciente') }
    await get('/antigua/')
    const withOne = cache.size()
    clock += FRESH_MS + STALE_MS + 1
    await get('/reciente/')
    const withBoth = cache.size()
    expect(withBoth).toBeGreaterThan(withOne)
    cache.sweep()
    // Only the recent copy is left, and it still answers.
    expect(cache.size()).toBe(withBoth - withOne)
    asked = []
    await get('/reciente/')
    expect(asked).toEqual([])
    clock += FRESH_MS + STALE_MS + 1
    cache.sweep()
    expect(cache.size()).toBe(0)
  })
})
