import { describe, expect, it } from 'vitest'

import { parseCommentViewRequest } from '@/comments/server/parseCommentViewRequest'

const parse = (query: string) => parseCommentViewRequest(new URLSearchParams(query))

describe('parseCommentViewRequest', () => {
  it('reads an article path with a reply id, or a held comment’s preview', () => {
    expect(parse('path=/luz-natural/&replytocom=12')).toEqual({
      path: '/luz-natural/',
      slug: 'luz-natural',
      page: null,
      replyTo: 12,
      unapproved: 0,
      hash: '',
    })
    expect(parse('path=/luz-natural/comment-page-2/&unapproved=40&moderation-hash=abc_-9')).toMatchObject({
      slug: 'luz-natural',
      page: 2,
      unapproved: 40,
      hash: 'abc_-9',
    })
  })

  it('treats malformed ids as absent and a non-article path as no article', () => {
    expect(parse('path=/luz/&replytocom=12abc')).toMatchObject({ replyTo: 0 })
    expect(parse('path=/blog/page/2/&replytocom=1')).toMatchObject({ slug: null })
    expect(parse('path=/luz-natural&replytocom=1')).toMatchObject({ slug: null })
  })

  it.each([
    '',
    'luz/',
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    '/a b/',
    '/x/?y=1',
    '/"onload/',
  ])('refuses %j as a path', (path) => {
    expect(parseCommentViewRequest(new URLSearchParams({ path }))).toBeNull()
  })
})
