import { describe, expect, it } from 'vitest'

import { isDuplicate } from '@/comments/core'

const stored = { postId: 7, parent: 0, author: 'Ana', email: 'ana@revela.example', comment: '¡Qué fotos!' }

describe('isDuplicate', () => {
  it.each([
    ['the same comment', {}, true],
    ['the same text by the same e-mail under another name', { author: 'Ana G.' }, true],
    ['the same text by the same name with another e-mail', { email: 'otra@revela.example' }, true],
    ['names and e-mails differing only in case', { author: 'ANA', email: 'ANA@revela.example' }, true],
    ['another text', { comment: '¡Qué fotos!!' }, false],
    ['another post', { postId: 8 }, false],
    ['a reply to another comment', { parent: 3 }, false],
    ['another author and e-mail', { author: 'Luis', email: 'luis@revela.example' }, false],
    ['another author without e-mail', { author: 'Luis', email: '' }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isDuplicate({ ...stored, ...change }, [stored])).toBe(expected)
  })

  it('is false with nothing recent', () => {
    expect(isDuplicate(stored, [])).toBe(false)
  })
})
