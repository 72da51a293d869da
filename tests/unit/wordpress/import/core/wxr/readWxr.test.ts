import { createReadStream, readFileSync } from 'node:fs'
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { readWxr } from '@/wordpress/import/core/wxr/readWxr'

const FIXTURE = 'tests/fixtures/wordpress/export.xml'
const text = readFileSync(FIXTURE, 'utf8')
const read = (s: string, chunk = 7) => readWxr(Readable.from(s.match(new RegExp(`[\\s\\S]{1,${chunk}}`, 'g')) ?? []))

describe('readWxr', () => {
  it('streams the real export into its site and items', async () => {
    const { site, items } = await readWxr(createReadStream(FIXTURE, { encoding: 'utf8', highWaterMark: 4096 }))
    expect(site).toMatchObject({
      title: 'Estudio Antiguo',
      wxrVersion: '1.2',
      baseBlogUrl: 'http://estudio-antiguo.test',
    })
    expect(site.authors.map((a) => a.login).sort()).toEqual(['admin', 'javier', 'marta'])
    expect(site.terms.filter((t) => t.taxonomy === 'category').map((t) => t.slug)).toContain('retrato')
    const post = items.find((i) => i.id === 1965)!
    expect(post).toMatchObject({
      type: 'post',
      status: 'publish',
      slug: 'sesiones-de-fotos-el-precio-del-profesional',
      creator: 'marta',
    })
    expect(post.link).toBe('http://estudio-antiguo.test/2024/03/sesiones-de-fotos-el-precio-del-profesional/')
    expect(post.meta._thumbnail_id).toBe('1101')
    expect(post.comments.length).toBeGreaterThan(3)
    expect(items.filter((i) => i.type === 'attachment')).toHaveLength(8)
  })

  it('reads the same records whatever the chunk boundaries (multi-byte characters split included)', async () => {
    const whole = await read(text, 1 << 20)
    const tiny = await readWxr(
      Readable.from(
        Buffer.from(text)
          .toString('utf8')
          .match(/[\s\S]{1,3}/g)!,
      ),
    )
    expect(tiny.items.map((i) => [i.id, i.title, i.content.length])).toEqual(
      whole.items.map((i) => [i.id, i.title, i.content.length]),
    )
  })

  const refusals: [string, string, RegExp][] = [
    ['an empty file', '', /vacío|no es XML/],
    ['plain text', 'hola, esto no es XML', /no es XML/],
    ['an HTML page', '<html><body>no</body></html>', /empieza por <html>/],
    ['RSS without WordPress', '<rss><channel><title>x</title></channel></rss>', /no lleva <wp:wxr_version>/],
    ['a cut file', text.slice(0, 5000), /cortado|dañado/],
    ['version 2.0', text.replace('<wp:wxr_version>1.2<', '<wp:wxr_version>2.0<'), /desconocida: 2\.0/],
    [
      'a DOCTYPE with an external entity',
      `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss>&x;</rss>`,
      /DOCTYPE/,
    ],
    ['an undefined entity', text.replace('<title>Estudio Antiguo</title>', '<title>&nope;</title>'), /dañado/],
  ]
  for (const [name, input, message] of refusals) {
    it(`refuses ${name} with one Spanish line`, async () => {
      const error = await read(input, 4096).then(
        () => null,
        (e: Error) => e,
      )
      expect(error?.name).toBe('ImportError')
      expect(error?.message).toMatch(message)
      expect(error?.message.split('\n')).toHaveLength(1)
    })
  }
})
