import { describe, expect, it } from 'vitest'

import { commentFeedSlug, isCommentViewRequest } from '@/comments/core/commentRoutes'

describe('commentFeedSlug', () => {
  it.each<[string, string | null]>([
    ['/sesiones-de-fotos-el-precio-del-profesional/feed/', 'sesiones-de-fotos-el-precio-del-profesional'],
    ['/feed/', null],
    ['/blog/feed/', null],
    ['/category/feed/', null],
    ['/wp-json/feed/', null],
    ['/2024/03/mi-articulo/feed/', '2024/03/mi-articulo'],
    ['/tag/madrid/feed/', null],
    ['/a//b/feed/', null],
    ['/articulo/feed', null],
    ['/robots.txt/feed/', null],
  ])('%s → %s', (path, slug) => {
    expect(commentFeedSlug(path)).toBe(slug)
  })
})

describe('isCommentViewRequest', () => {
  const q = (s: string) => new URLSearchParams(s)
  it.each<[string, string, string, boolean]>([
    ['GET', '/articulo/', 'replytocom=12', true],
    ['HEAD', '/articulo/', 'replytocom=12', true],
    ['GET', '/articulo/', 'unapproved=12&moderation-hash=abc', true],
    ['GET', '/articulo/', 'unapproved=12', false],
    ['GET', '/articulo/', '', false],
    ['POST', '/articulo/', 'replytocom=12', false],
    ['GET', '/', 'replytocom=12', false],
    ['GET', '/articulo', 'replytocom=12', false],
  ])('%s %s?%s → %s', (method, path, search, expected) => {
    expect(isCommentViewRequest(method, path, q(search))).toBe(expected)
  })
})
