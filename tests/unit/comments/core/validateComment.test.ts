import { describe, expect, it } from 'vitest'

import { COMMENT_MESSAGES, validateComment } from '@/comments/core'
import { COMMENTS } from '@/lib/commentLimits'

const valid = {
  author: ' Ana ',
  email: ' ana@revela.example ',
  url: ' https://ana.example ',
  comment: ' ¡Qué fotos! ',
  postId: 7,
}

describe('validateComment', () => {
  it('trims and accepts a complete comment; no parent means 0', () => {
    expect(validateComment(valid)).toEqual({
      ok: true,
      value: {
        author: 'Ana',
        email: 'ana@revela.example',
        url: 'https://ana.example',
        comment: '¡Qué fotos!',
        parent: 0,
        postId: 7,
      },
    })
  })

  it.each([
    ['a reply', 12, 12],
    ['a negative parent', -3, 0],
    ['a fractional parent', 1.5, 0],
  ])('keeps the parent of %s as a non-negative integer', (_, parent, expected) => {
    const result = validateComment({ ...valid, parent })
    expect(result.ok && result.value.parent).toBe(expected)
  })

  it.each([
    ['missing name', { author: '  ' }, [['author', COMMENT_MESSAGES.requireNameEmail]]],
    ['missing e-mail', { email: '' }, [['email', COMMENT_MESSAGES.requireNameEmail]]],
    ['invalid e-mail', { email: 'ana@' }, [['email', COMMENT_MESSAGES.requireValidEmail]]],
    ['empty comment', { comment: ' \n ' }, [['comment', COMMENT_MESSAGES.requireValidComment]]],
    ['missing post', { postId: undefined }, [['postId', COMMENT_MESSAGES.postNotFound]]],
    [
      'name too long',
      { author: 'a'.repeat(COMMENTS.maxLength.author + 1) },
      [['author', COMMENT_MESSAGES.authorTooLong]],
    ],
    [
      'e-mail too long',
      { email: `${'a'.repeat(COMMENTS.maxLength.email)}@x.es` },
      [['email', COMMENT_MESSAGES.emailTooLong]],
    ],
    ['URL too long', { url: `https://${'a'.repeat(COMMENTS.maxLength.url)}` }, [['url', COMMENT_MESSAGES.urlTooLong]]],
    [
      'comment too long',
      { comment: 'a'.repeat(COMMENTS.maxLength.comment + 1) },
      [['comment', COMMENT_MESSAGES.commentTooLong]],
    ],
  ])('refuses a %s with WordPress’s message', (_, change, expected) => {
    const result = validateComment({ ...valid, ...change })
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.message])).toEqual(expected)
  })

  it('reports every field at once, one message each, in WordPress’s order', () => {
    const result = validateComment({ comment: '' })
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['postId', 'author', 'email', 'comment'])
  })

  it('counts characters, not UTF-16 units, as mb_strlen does', () => {
    expect(validateComment({ ...valid, author: '📷'.repeat(COMMENTS.maxLength.author) }).ok).toBe(true)
  })

  it('lets a comment without name or e-mail through when the option is off', () => {
    expect(validateComment({ comment: 'Hola', postId: 1 }, { requireNameEmail: false }).ok).toBe(true)
  })
})
