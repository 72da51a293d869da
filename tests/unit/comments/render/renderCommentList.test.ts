import { describe, expect, it } from 'vitest'

import { buildThreads } from '@/comments/core'
import { type DisplayComment, LIST_MARKERS, renderCommentList } from '@/comments/render'

import { classes, parse, text } from './dom'

const OPTS = { postId: 12, permalink: '/retratos-de-familia/', repliesOpen: true }

let nextId = 1
function comment(overrides: Partial<DisplayComment> = {}): DisplayComment {
  const id = overrides.id ?? nextId++
  return {
    id,
    parent: null,
    createdAt: `2026-11-22T09:0${id % 10}:00.000Z`,
    authorName: `Autor ${id}`,
    content: 'Hola',
    byStudio: false,
    ...overrides,
  }
}

const render = (comments: DisplayComment[], opts: Partial<typeof OPTS & { maxDepth: number; pageLink: string }> = {}) =>
  renderCommentList(buildThreads(comments), { ...OPTS, ...opts })

describe('renderCommentList', () => {
  it('leaves only the markers when there is nothing to show, so the region can still be replaced', () => {
    expect(render([])).toBe(LIST_MARKERS[0] + LIST_MARKERS[1])
  })

  it('draws the list between the markers', () => {
    const html = render([comment({ id: 1 })])
    expect(html.startsWith(LIST_MARKERS[0] + '<ol class="comment-list">')).toBe(true)
    expect(html.endsWith('</ol>' + LIST_MARKERS[1])).toBe(true)
  })

  it('shows a hostile name as text, never as markup', () => {
    const dom = parse(render([comment({ id: 1, authorName: '<script>alert(1)</script>"Ana\'' })]))
    expect(dom.tags('script')).toHaveLength(0)
    expect(text(dom.byClass('fn')[0]!)).toBe('<script>alert(1)</script>"Ana\'')
    expect(dom.byId('comment-1')).toBeTruthy()
  })

  it('keeps an imported comment’s old #comment-N address landing on it when its id changed, and adds nothing otherwise', () => {
    const dom = parse(render([comment({ id: 57, oldId: 8 }), comment({ id: 9, oldId: 9 })]))
    expect(dom.byId('comment-8')).toBeTruthy()
    expect(dom.byId('comment-57')).toBeTruthy()
    expect(render([comment({ id: 9, oldId: 9 })]).match(/id="comment-9"/g)).toHaveLength(1)
  })

  it('links the name only to a safe web address, with the rel WordPress gives it', () => {
    const links = (authorUrl: string) => parse(render([comment({ id: 1, authorUrl })])).byClass('fn')[0]!.children
    const [safe] = links('https://ana.example/fotos?a=1&b=2')
    expect(safe).toMatchObject({
      name: 'a',
      attribs: { href: 'https://ana.example/fotos?a=1&b=2', rel: 'external nofollow ugc', class: 'url' },
    })
    expect(links('www.ana.example')[0]).toMatchObject({ name: 'a', attribs: { href: 'http://www.ana.example/' } })
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/',
      '/admin/',
      'https://ana.example/"onmouseover="x',
    ]) {
      const dom = parse(render([comment({ id: 1, authorUrl: hostile })]))
      expect(dom.tags('a').filter((a) => classes(a).includes('url'))).toHaveLength(0)
    }
  })

  it('sanitizes the text: scripts shown as typed, links only to http(s) and marked ugc', () => {
    const dom = parse(
      render([
        comment({
          id: 1,
          content:
            '<script>alert(1)</script>\n\n<a href="javascript:alert(1)">x</a> <a href="https://b.example/">y</a> <img src=x onerror=alert(1)>',
        }),
      ]),
    )
    expect(dom.tags('script')).toHaveLength(0)
    expect(dom.tags('img')).toHaveLength(0)
    const content = dom.byClass('comment-content')[0]!
    expect(text(content)).toContain('<script>alert(1)</script>')
    const anchors = dom.tags('a').filter((a) => text(a) === 'x' || text(a) === 'y')
    expect(anchors.map((a) => a.attribs.href)).toEqual([undefined, 'https://b.example/'])
    expect(anchors[1]!.attribs.rel).toBe('nofollow ugc')
    expect(dom.tags('p').length).toBeGreaterThanOrEqual(2)
  })

  it('gives every reply link what comment-reply needs, and a working href without JavaScript', () => {
    const dom = parse(render([comment({ id: 7, authorName: 'Ana "la de Toledo"' })]))
    const link = dom.byClass('comment-reply-link')[0]!
    expect(link.attribs).toMatchObject({
      rel: 'nofollow',
      href: '/retratos-de-familia/?replytocom=7#respond',
      'data-commentid': '7',
      'data-postid': '12',
      'data-belowelement': 'div-comment-7',
      'data-respondelement': 'respond',
      'data-replyto': 'Responder a Ana "la de Toledo"',
      'aria-label': 'Responder a Ana "la de Toledo"',
    })
    expect(text(link)).toBe('Responder')
    expect(dom.byId('div-comment-7').name).toBe('article')
  })

  it('nests replies with depth, parent, even/odd and thread classes as WordPress does', () => {
    const dom = parse(
      render([
        comment({ id: 1 }),
        comment({ id: 2, parent: 1 }),
        comment({ id: 3, parent: 2 }),
        comment({ id: 4, byStudio: true }),
      ]),
    )
    expect(classes(dom.byId('comment-1'))).toEqual(['comment', 'even', 'thread-even', 'depth-1', 'parent'])
    expect(classes(dom.byId('comment-2'))).toEqual(['comment', 'odd', 'alt', 'depth-2', 'parent'])
    expect(classes(dom.byId('comment-3'))).toEqual(['comment', 'even', 'depth-3'])
    expect(classes(dom.byId('comment-4'))).toEqual([
      'comment',
      'byuser',
      'bypostauthor',
      'odd',
      'alt',
      'thread-odd',
      'thread-alt',
      'depth-1',
    ])
    const children = dom.byId('comment-1').children.filter((n) => 'name' in n && n.name === 'ol')
    expect(children).toHaveLength(1)
    expect(classes(children[0] as never)).toEqual(['children'])
  })

  it('offers no reply at the deepest level, on a held comment, or when comments are closed', () => {
    const replyLinkOf = (html: string, id: number) =>
      parse(html).all((e) => e.attribs['data-commentid'] === String(id)).length
    const chain = [comment({ id: 1 }), comment({ id: 2, parent: 1 }), comment({ id: 3, parent: 2 })]
    const deep = renderCommentList(buildThreads(chain, { maxDepth: 2 }), { ...OPTS, maxDepth: 2 })
    expect([1, 2, 3].map((id) => replyLinkOf(deep, id))).toEqual([1, 0, 0])
    expect(replyLinkOf(render([comment({ id: 5, pending: true })]), 5)).toBe(0)
    expect(replyLinkOf(render([comment({ id: 6 })], { repliesOpen: false }), 6)).toBe(0)
  })

  it('tells the author of a held comment that it awaits moderation', () => {
    const dom = parse(render([comment({ id: 5, pending: true }), comment({ id: 6 })]))
    const notices = dom.byClass('comment-awaiting-moderation')
    expect(notices).toHaveLength(1)
    expect(text(notices[0]!)).toMatch(/^Tu comentario está esperando moderación\./)
  })

  it('dates each comment in Madrid time and links it to its own anchor on its page', () => {
    const dom = parse(
      render(
        [
          comment({ id: 1, createdAt: '2026-11-22T09:05:00.000Z' }),
          comment({ id: 2, createdAt: '2026-07-01T08:00:00.000Z' }),
        ],
        {
          pageLink: '/retratos-de-familia/comment-page-2/',
        },
      ),
    )
    const times = dom.tags('time')
    expect(times.map(text)).toEqual(['1 de julio de 2026 a las 10:00', '22 de noviembre de 2026 a las 10:05'])
    expect(times[1]!.attribs.datetime).toBe('2026-11-22T09:05:00.000Z')
    expect(dom.byClass('comment-metadata')[1]!.children[0]).toMatchObject({
      name: 'a',
      attribs: { href: '/retratos-de-familia/comment-page-2/#comment-1' },
    })
  })
})
