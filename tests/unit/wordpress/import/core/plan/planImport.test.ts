import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { planImport } from '@/wordpress/import/core/plan/planImport'
import { readWxr } from '@/wordpress/import/core/wxr/readWxr'

const text = readFileSync('tests/fixtures/wordpress/export.xml', 'utf8')
const plan = async (xml = text) => planImport(await readWxr(Readable.from([xml])))

describe('planImport on the real export', () => {
  it('tells a scheduled item still to come from one whose date passed before the import', async () => {
    const late = planImport(await readWxr(Readable.from([text])), { now: Date.parse('2032-01-01T00:00:00Z') })
    expect(late.report.notes.join('\n')).toMatch(
      /Sesiones de Navidad 2031.*20\/11\/2031 a las 10:00, fecha que ya ha pasado: llega como borrador/,
    )
  })

  it('gives each item its status, address and front page as the old site had them', async () => {
    const { docs } = await plan()
    const byId = new Map(docs.map((d) => [d.wpId, d]))
    expect(byId.get(1965)).toMatchObject({
      status: 'published',
      path: '2024/03/sesiones-de-fotos-el-precio-del-profesional',
      authorLogin: 'marta',
      featuredImage: 1101,
    })
    expect(byId.get(3003)).toMatchObject({ kind: 'page', path: 'servicios/book-de-fotos', parent: 3002 })
    expect(byId.get(3001)).toMatchObject({ front: true, hideTitle: true, elementor: true })
    expect(byId.get(2012)).toMatchObject({ status: 'scheduled', path: null })
    expect(byId.get(2013)).toMatchObject({ status: 'draft', hiddenBecause: 'privada' })
    expect(byId.get(2014)).toMatchObject({ status: 'draft', hiddenBecause: 'protegida con contraseña' })
    expect(byId.has(2015)).toBe(false)
  })

  it('maps every comment status, spam included (WordPress’s exporter leaves spam out, so it is made here from a real comment)', async () => {
    const spam = text.replace(
      '<wp:comment_approved><![CDATA[0]]></wp:comment_approved>',
      '<wp:comment_approved><![CDATA[spam]]></wp:comment_approved>',
    )
    const { comments } = await plan(spam)
    const statuses = new Set(comments.map((c) => c.status))
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'spam', 'trash'])
    // Pingbacks are not comments a visitor wrote: left out.
    expect(comments.every((c) => c.authorName !== '' && c.content !== '')).toBe(true)
    const reply = comments.find((c) => c.byPostAuthor)!
    expect(reply.parentWpId).not.toBeNull()
    expect(comments.find((c) => c.wpId === reply.parentWpId)?.postWpId).toBe(reply.postWpId)
  })

  it('reports the scheduled and hidden items in the studio’s words', async () => {
    const { report } = await plan()
    expect(report.notes.join('\n')).toMatch(
      /Sesiones de Navidad 2031.*llega programada y se publicará sola el 20\/11\/2031 a las 10:00/,
    )
    expect(report.notes.join('\n')).toMatch(/era privada: llega como borrador/)
  })

  it('keeps shortcodes out of an excerpt', async () => {
    const at = text.indexOf('<wp:post_id>1965</wp:post_id>')
    const excerpt = text.lastIndexOf('<excerpt:encoded><![CDATA[]]></excerpt:encoded>', at)
    const xml = `${text.slice(0, excerpt)}<excerpt:encoded><![CDATA[Cuánto cuesta una sesión [instagram-feed feed=1 num=6] y por qué.]]></excerpt:encoded>${text.slice(excerpt + 47)}`
    const { docs } = await plan(xml)
    expect(docs.find((d) => d.wpId === 1965)!.excerpt).toBe('Cuánto cuesta una sesión y por qué.')
  })
})
