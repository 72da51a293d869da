import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { planZip } from '@/galleries/core/zip/planZip'
import { zipResponse } from '@/galleries/server/zip/zipResponse'
import { EXACT_LENGTH_HEADER } from '@/lib/http/exactLength.mjs'

import { storedGallery, type StoredGallery } from '../../../../support/storedGallery'
import { run } from '../../../../support/zipArchives'

/**
 * The answer to «Descargar todas» for what a browser or a download manager asks: the whole archive,
 * a resumed part of it, a range it cannot have, only the headers; the photos read from the disk store.
 */
describe('zipResponse', () => {
  let dir: string
  let gallery: StoredGallery
  let whole: Buffer
  let etag: string

  const answer = (headers: Record<string, string> = {}, method = 'GET', fileName = 'Galería de Ana.zip') =>
    zipResponse({
      request: new Request('http://127.0.0.1/galeria-privada/abc/fotos.zip', { method, headers }),
      plan: gallery.plan,
      openFile: gallery.openFile,
      fileName,
    })
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer())

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-zip-response-'))
    gallery = await storedGallery(path.join(dir, 'galerias'), [
      ['Boda 001.jpg', 70_000],
      ['Boda 002.jpg', 50_000],
    ])
    const first = answer()
    etag = first.headers.get('etag')!
    whole = await body(first)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('sends the whole archive with its exact length, as a private download named for the gallery', () => {
    const response = answer()
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(gallery.plan.size),
      [EXACT_LENGTH_HEADER]: String(gallery.plan.size),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      'x-robots-tag': 'noindex',
      'content-disposition': `attachment; filename="Galer_a de Ana.zip"; filename*=UTF-8''Galer%C3%ADa%20de%20Ana.zip`,
    })
    expect(etag).toMatch(/^"zip-[0-9a-z]+-[0-9a-z]+"$/)
    expect(whole.length).toBe(gallery.plan.size)
    const archive = path.join(dir, 'entera.zip')
    writeFileSync(archive, whole)
    expect(run('unzip', ['-t', archive])).toContain('No errors detected')
  })

  it('resumes from any byte (206): a range, from a byte to the end, the last bytes', async () => {
    const size = gallery.plan.size
    const cases: [string, number, number][] = [
      ['bytes=10-99', 10, 99],
      [`bytes=${size - 1000}-`, size - 1000, size - 1],
      ['bytes=-30', size - 30, size - 1],
      [`bytes=100-${size + 500}`, 100, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const response = answer({ Range: range })
      expect(response.status, range).toBe(206)
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect((await body(response)).equals(whole.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('resumes only the same archive: If-Range with this ETag gives the part, with another the whole new archive', async () => {
    expect(answer({ Range: 'bytes=500-', 'If-Range': etag }).status).toBe(206)
    const changed = answer({ Range: 'bytes=500-', 'If-Range': '"zip-otra-galeria"' })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('content-range')).toBeNull()
    expect((await body(changed)).equals(whole)).toBe(true)
  })

  it('gives a different ETag to an archive whose photos changed', () => {
    const replaced = gallery.entries.map((e, i) => (i === 1 ? { ...e, crc32: (e.crc32 + 1) >>> 0 } : e))
    const request = new Request('http://127.0.0.1/fotos.zip')
    const etagOf = (entries: typeof replaced) =>
      zipResponse({ request, plan: planZip(entries), openFile: gallery.openFile, fileName: 'a.zip' }).headers.get(
        'etag',
      )
    expect(etagOf(gallery.entries)).toBe(etag)
    expect(etagOf(replaced)).not.toBe(etag)
    expect(etagOf(gallery.entries.slice(0, 1))).not.toBe(etag)
  })

  it('answers 416 with the archive’s size for a range past its end or of no bytes', async () => {
    for (const range of [`bytes=${gallery.plan.size}-`, 'bytes=-0']) {
      const response = answer({ Range: range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('content-range'), range).toBe(`bytes */${gallery.plan.size}`)
      expect(response.headers.get('content-length'), range).toBe('0')
      expect((await body(response)).length, range).toBe(0)
    }
  })

  it('sends the whole archive for ranges it does not serve (several, another unit, malformed)', () => {
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=50-10', 'bytes=abc', 'bytes 0-9'])
      expect(answer({ Range: range }).status, range).toBe(200)
  })

  it('answers HEAD with the headers alone', async () => {
    const response = answer({}, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(gallery.plan.size))
    expect(response.body).toBeNull()
  })

  it('keeps a gallery’s title whole in the UTF-8 name, and makes a safe fallback of quotes and slashes', () => {
    expect(answer({}, 'GET', `Boda "Ana" \\ Luis (2024)'s.zip`).headers.get('content-disposition')).toBe(
      `attachment; filename="Boda _Ana_ _ Luis (2024)'s.zip"; filename*=UTF-8''Boda%20%22Ana%22%20%5C%20Luis%20%282024%29%27s.zip`,
    )
    // A title typed with a combining accent is sent composed, as one character.
    expect(answer({}, 'GET', 'Sesio\u0301n.zip').headers.get('content-disposition')).toBe(
      `attachment; filename="Sesi_n.zip"; filename*=UTF-8''Sesi%C3%B3n.zip`,
    )
  })
})
