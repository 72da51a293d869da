import { describe, expect, it } from 'vitest'

import { commentNotice } from '@/comments/server/commentNotice'

const input = {
  comment: {
    id: 42,
    status: 'pending' as const,
    author: 'Lucía',
    email: 'lucia@example.com',
    url: '',
    content: 'Hola\nqué tal',
    ip: '203.0.113.7',
  },
  post: { title: 'Luz natural\r\nBcc: x@evil.example', slug: 'luz-natural' },
  studioName: 'Revela "Estudio"',
  siteUrl: 'https://revela.example',
  to: 'hola@revela.example',
}

describe('commentNotice', () => {
  it('asks the studio to moderate a held comment, with the links to the article and the admin', () => {
    const mail = commentNotice(input)
    expect(mail).toMatchObject({
      to: ['hola@revela.example'],
      from: '"Revela Estudio" <no-responder@revela.example>',
      replyTo: 'lucia@example.com',
      subject: '[Revela "Estudio"] Comentario pendiente de moderación: «Luz natural Bcc: x@evil.example»',
      source: { kind: 'comment', id: 42 },
    })
    expect(mail.text).toContain('Autor: Lucía (IP: 203.0.113.7)')
    expect(mail.text).toContain('Hola\nqué tal')
    expect(mail.text).toContain('https://revela.example/luz-natural/#comment-42')
    expect(mail.text).toContain('https://revela.example/admin/collections/comments/42')
  })

  it('tells of a published comment with its own subject', () => {
    expect(commentNotice({ ...input, comment: { ...input.comment, status: 'approved' } }).subject).toBe(
      '[Revela "Estudio"] Nuevo comentario en «Luz natural Bcc: x@evil.example»',
    )
  })
})
