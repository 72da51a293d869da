import { describe, expect, it } from 'vitest'

import {
  commentCountText,
  commentPagePath,
  commentPlainText,
  commentsTitle,
  parseCommentPageSegment,
  readCommentCookies,
  renderCommentsClosed,
  RESPOND_MARKERS,
} from '@/comments/render'

describe('commentsTitle and commentCountText', () => {
  it('word the count as WordPress does in Spanish', () => {
    expect(commentsTitle(1, 'Bodas')).toBe('Un comentario en «Bodas»')
    expect(commentsTitle(3, 'Bodas')).toBe('3 comentarios en «Bodas»')
    expect(commentCountText(0)).toBe('Sin comentarios')
    expect(commentCountText(1)).toBe('1 comentario')
    expect(commentCountText(12)).toBe('12 comentarios')
  })
})

describe('commentPagePath', () => {
  it('keeps the newest page at the article’s own address', () => {
    expect(commentPagePath('/bodas/', 3, 3)).toBe('/bodas/')
    expect(commentPagePath('/bodas/', 1, 3)).toBe('/bodas/comment-page-1/')
  })

  it('reads only well-formed comment-page segments', () => {
    expect(parseCommentPageSegment('comment-page-2')).toBe(2)
    for (const other of ['comment-page-0', 'comment-page-02', 'comment-page-', 'comment-page-2x', 'feed', undefined]) {
      expect(parseCommentPageSegment(other)).toBeNull()
    }
  })
})

describe('commentPlainText', () => {
  it('gives the text a reader sees, without markup', () => {
    expect(commentPlainText('Hola <b>Ana</b>,\n\n¿qué tal? a < b & c\n<script>x</script>')).toBe(
      'Hola Ana, ¿qué tal? a < b & c <script>x</script>',
    )
  })
})

describe('readCommentCookies', () => {
  it('reads WordPress’s cookies whatever their hash, decoding them as PHP wrote them', () => {
    const header =
      'wp-settings=1; comment_author_email_0a1b=ana%40example.com; comment_author_0a1b=Ana+Mar%C3%ADa; comment_author_url_0a1b=https%3A%2F%2Fana.example'
    expect(readCommentCookies(header)).toEqual({
      author: 'Ana María',
      email: 'ana@example.com',
      url: 'https://ana.example',
    })
  })

  it('skips what is missing, empty or malformed', () => {
    expect(readCommentCookies('')).toEqual({})
    expect(readCommentCookies('comment_author_x=%E0%A4%A; comment_author_email_x=')).toEqual({})
  })
})

describe('renderCommentsClosed', () => {
  it('keeps the respond markers around the notice', () => {
    expect(renderCommentsClosed()).toBe(
      `${RESPOND_MARKERS[0]}<p class="no-comments">Los comentarios están cerrados.</p>${RESPOND_MARKERS[1]}`,
    )
  })
})
