import { describe, expect, it } from 'vitest'

import { COMMENT_TEXTS, LIST_MARKERS, RESPOND_MARKERS, type DisplayComment } from '@/comments/render'
import { renderCommentView, type CommentView } from '@/comments/server/renderCommentView'

const PAGE = `<main><h1>Luz</h1>${LIST_MARKERS[0]}${LIST_MARKERS[1]}${RESPOND_MARKERS[0]}<div id="respond">form</div>${RESPOND_MARKERS[1]}</main>`
const base: CommentView = {
  post: { id: 1, permalink: '/luz-natural/', commentsOpen: true },
  page: null,
  privacy: { controller: 'Revela Estudio', privacyUrl: '/politica-de-privacidad/' },
}
const comment = (
  id: number,
  parent: number | null,
  minute: number,
  extra: Partial<DisplayComment> = {},
): DisplayComment => ({
  id,
  parent,
  createdAt: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString(),
  authorName: `Autor ${id}`,
  content: `Texto ${id}`,
  byStudio: false,
  ...extra,
})

describe('renderCommentView', () => {
  it('draws the form as a reply (?replytocom=) under «Responder a …», filled from the cookies', () => {
    const html = renderCommentView(PAGE, {
      ...base,
      replyTo: { id: 5, authorName: 'Ana <b>' },
      remembered: { author: 'Lucía', email: 'lucia@example.com' },
    })
    expect(html).toContain(COMMENT_TEXTS.replyTo('Ana &lt;b&gt;'))
    expect(html).toMatch(/name="comment_parent"[^>]*value="5"/)
    expect(html).toContain('value="Lucía"')
    expect(html).not.toContain('<div id="respond">form</div>')
    expect(html.startsWith('<main><h1>Luz</h1>')).toBe(true)
  })

  it('leaves the form alone when comments are closed', () => {
    const html = renderCommentView(PAGE, {
      ...base,
      post: { ...base.post, commentsOpen: false },
      replyTo: { id: 5, authorName: 'Ana' },
    })
    expect(html).toBe(PAGE)
  })

  it('shows a held comment in its thread, marked as awaiting moderation', () => {
    const html = renderCommentView(PAGE, {
      ...base,
      preview: {
        comment: comment(9, 1, 5, { content: '<script>x</script>mío' }),
        approved: [comment(1, null, 1), comment(2, null, 2)],
      },
    })
    const list = html.slice(html.indexOf(LIST_MARKERS[0]), html.indexOf(LIST_MARKERS[1]))
    expect(list).toContain('id="comment-1"')
    expect(list).toContain('id="comment-2"')
    expect(list).toContain('id="comment-9"')
    expect(list.indexOf('id="comment-9"')).toBeLessThan(list.indexOf('id="comment-2"'))
    expect(list).toContain(COMMENT_TEXTS.awaitingModeration)
    expect(list).not.toContain('<script>')
  })

  it('shows the page asked for, the newest by default', () => {
    const approved = Array.from({ length: 55 }, (_, i) => comment(100 + i, null, i))
    const newest = renderCommentView(PAGE, { ...base, preview: { comment: comment(9, null, 59), approved } })
    expect(newest).toContain('id="comment-9"')
    expect(newest).not.toContain('id="comment-100"')
    const first = renderCommentView(PAGE, { ...base, page: 1, preview: { comment: comment(9, 100, 59), approved } })
    expect(first).toContain('id="comment-100"')
    expect(first).toContain('id="comment-9"')
  })

  it('leaves a page without markers as it was', () => {
    expect(
      renderCommentView('<p>otra</p>', {
        ...base,
        replyTo: { id: 5, authorName: 'Ana' },
        preview: { comment: comment(9, null, 1), approved: [] },
      }),
    ).toBe('<p>otra</p>')
  })
})
