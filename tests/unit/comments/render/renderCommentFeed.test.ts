import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { buildThreads } from '@/comments/core'
import { commentPageOf, type CommentFeed, renderCommentFeed } from '@/comments/render'

const FEED: CommentFeed = {
  postTitle: 'Luz & "sombra"',
  link: 'https://revela.example/luz/',
  selfUrl: 'https://revela.example/luz/feed/',
  description: 'Fotografía',
  fallbackDate: '2026-01-01T00:00:00.000Z',
  items: [
    {
      author: 'Ana <b>',
      link: 'https://revela.example/luz/#comment-5',
      guid: 'https://revela.example/?p=12#comment-5',
      date: '2026-11-22T09:05:00.000Z',
      text: 'Fin ]]> y <script> \u0007',
      html: '<p>Fin ]]&gt; y <a href="https://a.example/" rel="nofollow ugc">a</a> ]]></p>',
    },
  ],
}

const xml = (feed: CommentFeed = FEED) => parseDocument(renderCommentFeed(feed), { xmlMode: true })
const first = (doc: ReturnType<typeof xml>, name: string) => DomUtils.findOne((e) => e.name === name, doc.children)!

describe('renderCommentFeed', () => {
  it('titles the site’s comment feed and its items as WordPress does, escaped', () => {
    const doc = xml({
      ...FEED,
      title: 'Comentarios para Revela & co',
      items: [{ ...FEED.items[0]!, title: 'Comentario en Luz por Ana <b>' }],
    })
    expect(DomUtils.textContent(first(doc, 'title'))).toBe('Comentarios para Revela & co')
    const item = first(doc, 'item')
    expect(DomUtils.textContent(DomUtils.findOne((e) => e.name === 'title', item.children)!)).toBe(
      'Comentario en Luz por Ana <b>',
    )
    expect(renderCommentFeed({ ...FEED, title: 'a & b' })).toContain('<title>a &amp; b</title>')
  })

  it('has WordPress’s comment-feed shape, in Spanish', () => {
    const doc = xml()
    expect(DomUtils.textContent(first(doc, 'title'))).toBe('Comentarios en: Luz & "sombra"')
    expect(DomUtils.textContent(first(doc, 'language'))).toBe('es-ES')
    expect(DomUtils.textContent(first(doc, 'lastBuildDate'))).toBe('Sun, 22 Nov 2026 09:05:00 GMT')
    const item = first(doc, 'item')
    const child = (name: string) => DomUtils.findOne((e) => e.name === name, item.children)!
    expect(DomUtils.textContent(child('title'))).toBe('Por: Ana <b>')
    expect(DomUtils.textContent(child('dc:creator'))).toBe('Ana <b>')
    expect(child('guid').attribs.isPermaLink).toBe('false')
    expect(DomUtils.textContent(child('guid'))).toBe('https://revela.example/?p=12#comment-5')
    expect(DomUtils.textContent(child('pubDate'))).toBe('Sun, 22 Nov 2026 09:05:00 GMT')
  })

  it('keeps a `]]>` in the text from closing its CDATA section, and drops characters XML forbids', () => {
    const out = renderCommentFeed(FEED)
    expect(out).not.toContain('\u0007')
    const item = first(xml(), 'item')
    const child = (name: string) => DomUtils.findOne((e) => e.name === name, item.children)!
    expect(DomUtils.textContent(child('description'))).toBe('Fin ]]> y <script> ')
    expect(DomUtils.textContent(child('content:encoded'))).toBe(FEED.items[0]!.html)
    // Nothing but the item's own elements: the HTML never leaks out as markup.
    expect(child('content:encoded').children.every((n) => n.type === 'cdata')).toBe(true)
  })

  it('builds from the article when there are no comments yet', () => {
    const doc = xml({ ...FEED, items: [] })
    expect(DomUtils.findAll((e) => e.name === 'item', doc.children)).toHaveLength(0)
    expect(DomUtils.textContent(first(doc, 'lastBuildDate'))).toBe('Thu, 01 Jan 2026 00:00:00 GMT')
  })
})

describe('commentPageOf', () => {
  it('puts each comment, replies included, on its thread’s page', () => {
    const at = (id: number, parent: number | null = null) => ({ id, parent, createdAt: `2026-01-0${id}T00:00:00Z` })
    const threads = buildThreads([at(1), at(2), at(3, 1), at(4), at(5, 4)])
    const { pages, pageOf } = commentPageOf(threads, 2)
    expect(pages).toBe(2)
    expect([1, 2, 3, 4, 5].map((id) => pageOf.get(id))).toEqual([1, 1, 1, 2, 2])
    expect(commentPageOf(threads, 0).pages).toBe(1)
  })
})
