import { describe, expect, it } from 'vitest'

import { COMMENT_MESSAGES } from '@/comments/core'
import { COMMENT_POST_MESSAGES } from '@/comments/server/commentPostMessages'
import { handleCommentPost, type CommentPostResult } from '@/comments/server/handleCommentPost'

import { approvedComment, memoryCommentDeps, type MemoryWorld } from './memoryCommentDeps'

const NOW = new Date('2025-03-01T12:00:00.000Z')

function post(
  world: MemoryWorld,
  fields: Record<string, string>,
  { ip = '203.0.113.7', now = NOW, userAgent = 'Mozilla/5.0 (pruebas)' } = {},
) {
  const base = {
    comment_post_ID: '1',
    comment_parent: '0',
    author: 'Lucía',
    email: 'lucia@example.com',
    url: '',
    comment: 'Qué buena explicación.',
  }
  return handleCommentPost(
    {
      fields: Object.entries({ ...base, ...fields }),
      ip,
      userAgent,
      referrer: 'http://localhost:3999/luz-natural/',
      now,
      siteUrl: 'http://localhost:3999',
    },
    world.deps,
  )
}

const refused = (result: CommentPostResult) => {
  if (result.ok) throw new Error(`expected a refusal, got ${result.status}`)
  return result
}
const accepted = (result: CommentPostResult) => {
  if (!result.ok) throw new Error(`expected a comment, got ${result.status}: ${JSON.stringify(result.errors)}`)
  return result
}

describe('handleCommentPost', () => {
  it('holds a first comment for moderation, stores it once with its data, and points its author at the preview', async () => {
    const world = memoryCommentDeps()
    const long = 'M'.repeat(600)
    const result = accepted(
      await post(
        world,
        { author: '  Lucía\nGómez ', ak_js: String(NOW.getTime() - 60_000), ak_hp_textarea: '' },
        { userAgent: long },
      ),
    )
    expect(result.status).toBe('pending')
    expect(world.comments).toHaveLength(1)
    const stored = world.comments[0]!
    expect(stored).toMatchObject({
      postId: 1,
      parent: 0,
      authorName: 'Lucía Gómez',
      authorEmail: 'lucia@example.com',
      content: 'Qué buena explicación.',
      status: 'pending',
      date: NOW.toISOString(),
      ip: '203.0.113.7',
      signals: { ak_js: String(NOW.getTime() - 60_000), ak_hp_textarea: '' },
      previewKey: 'clave-1',
      spamReasons: [],
    })
    expect(stored.userAgent).toHaveLength(500)
    expect(world.notices).toEqual([{ commentId: result.id, status: 'pending' }])
    expect(result.location).toBe(`/luz-natural/?unapproved=${result.id}&moderation-hash=clave-1#comment-${result.id}`)
    expect(result.remember).toBeNull()
  })

  it('publishes at once a comment by a name and e-mail (any case) that already have an approved one', async () => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 5, authorName: 'Lucía', authorEmail: 'Lucia@Example.com' })
    const result = accepted(await post(world, { comment: 'Vuelvo a comentar.' }))
    expect(result.status).toBe('approved')
    expect(result.location).toBe(`/luz-natural/#comment-${result.id}`)
    expect(world.notices).toEqual([{ commentId: result.id, status: 'approved' }])
  })

  it('holds it when only the name or only the e-mail is known, or when the studio reviews every comment', async () => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 5, authorName: 'Lucía', authorEmail: 'otra@example.com' })
    expect(accepted(await post(world, {})).status).toBe('pending')

    const strict = memoryCommentDeps({ moderation: 'all' })
    approvedComment(strict, { id: 5, authorName: 'Lucía', authorEmail: 'lucia@example.com' })
    expect(accepted(await post(strict, {})).status).toBe('pending')
  })

  it('stores a filled honeypot as spam, mails nobody, and answers exactly as for a held comment', async () => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 5, authorName: 'Lucía', authorEmail: 'lucia@example.com' })
    const result = accepted(await post(world, { ak_hp_textarea: 'compra ya' }))
    expect(result.status).toBe('spam')
    expect(world.comments.at(-1)).toMatchObject({ status: 'spam', spamReasons: ['honeypot'] })
    expect(world.notices).toEqual([])
    expect(result.location).toMatch(
      new RegExp(`^/luz-natural/\\?unapproved=${result.id}&moderation-hash=clave-1#comment-${result.id}$`),
    )
  })

  it('catches a request without a browser as spam too', async () => {
    const world = memoryCommentDeps()
    expect(accepted(await post(world, {}, { userAgent: '' })).status).toBe('spam')
  })

  it('asks a visitor without JavaScript who missed the word again, storing nothing, and holds a failed token as spam', async () => {
    const world = memoryCommentDeps()
    world.deps.checkCaptcha = async () => 'word-wrong'
    const wrong = refused(await post(world, { ak_hp_textarea: '' }))
    expect([wrong.status, wrong.errors]).toEqual([400, [{ field: 'form', message: COMMENT_POST_MESSAGES.captchaWord }]])
    expect(wrong.values.comment).toBe('Qué buena explicación.')
    expect(world.comments).toEqual([])

    world.deps.checkCaptcha = async () => 'failed'
    expect(accepted(await post(world, { ak_hp_textarea: '' })).status).toBe('spam')
    expect(world.comments.at(-1)?.spamReasons).toEqual(['captcha'])
  })

  it('remembers the stored name, e-mail and web only with the visitor’s consent', async () => {
    const world = memoryCommentDeps()
    const result = accepted(await post(world, { url: 'lucia.example', 'wp-comment-cookies-consent': 'yes' }))
    expect(result.remember).toEqual({ author: 'Lucía', email: 'lucia@example.com', url: 'http://lucia.example' })
  })

  it('does not count the author’s own web among the comment’s links', async () => {
    const world = memoryCommentDeps()
    const text = 'Mira https://uno.example y https://dos.example'
    expect(accepted(await post(world, { url: 'https://lucia.example', comment: text })).status).toBe('pending')
    expect(
      accepted(
        await post(
          world,
          { comment: `${text} y https://tres.example` },
          { ip: '198.51.100.4', now: new Date(NOW.getTime() + 60_000) },
        ),
      ).status,
    ).toBe('spam')
  })

  it('keeps only http(s) web addresses', async () => {
    const world = memoryCommentDeps()
    accepted(await post(world, { url: 'javascript:alert(1)' }))
    expect(world.comments[0]!.authorUrl).toBe('')
  })

  it.each([
    ['absent', {}],
    ['not a number', { comment_post_ID: '1abc' }],
    ['negative', { comment_post_ID: '-1' }],
    ['unknown', { comment_post_ID: '999' }],
    ['unpublished', { comment_post_ID: '3' }],
  ])('answers 404 for a post id that is %s', async (_, fields) => {
    const world = memoryCommentDeps()
    const input = fields as Record<string, string>
    const result = refused(await post(world, 'comment_post_ID' in input ? input : { comment_post_ID: '' }))
    expect(result).toMatchObject({
      status: 404,
      post: null,
      errors: [{ field: 'form', message: COMMENT_MESSAGES.postNotFound }],
    })
    expect(world.comments).toEqual([])
  })

  it('answers 403 when the article’s comments are closed', async () => {
    const world = memoryCommentDeps()
    const result = refused(await post(world, { comment_post_ID: '2' }))
    expect(result).toMatchObject({ status: 403, errors: [{ message: COMMENT_POST_MESSAGES.closed }] })
  })

  it('accepts a reply to an approved comment of the same article', async () => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 5 })
    const result = accepted(await post(world, { comment_parent: '5' }))
    expect(world.comments.find((c) => c.id === result.id)?.parent).toBe(5)
  })

  it.each([
    ['does not exist', '77'],
    ['is on another article', '6'],
    ['is held', '7'],
  ])('answers 400 for a reply to a comment that %s', async (_, parent) => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 6, postId: 4 })
    approvedComment(world, { id: 7, status: 'pending' })
    const result = refused(await post(world, { comment_parent: parent }))
    expect(result).toMatchObject({
      status: 400,
      parent: null,
      errors: [{ field: 'form', message: COMMENT_POST_MESSAGES.badParent }],
    })
    expect(world.comments).toHaveLength(2)
  })

  it('answers 400 with every field’s error and everything typed, to draw the form again', async () => {
    const world = memoryCommentDeps()
    approvedComment(world, { id: 5, authorName: 'Ana' })
    const result = refused(
      await post(world, {
        author: '',
        email: 'no-es-correo',
        comment: '  ',
        comment_parent: '5',
        'wp-comment-cookies-consent': 'yes',
      }),
    )
    expect(result.status).toBe(400)
    expect(result.errors).toEqual([
      { field: 'author', message: COMMENT_MESSAGES.requireNameEmail },
      { field: 'email', message: COMMENT_MESSAGES.requireValidEmail },
      { field: 'comment', message: COMMENT_MESSAGES.requireValidComment },
    ])
    expect(result.values).toEqual({ author: '', email: 'no-es-correo', url: '', comment: '  ', consent: true })
    expect(result.parent).toMatchObject({ id: 5, authorName: 'Ana' })
  })

  it('refuses a 100 KB comment with WordPress’s Spanish message', async () => {
    const world = memoryCommentDeps()
    const result = refused(await post(world, { comment: 'a'.repeat(100 * 1024) }))
    expect(result).toMatchObject({
      status: 400,
      errors: [{ field: 'comment', message: 'Tu comentario es demasiado largo.' }],
    })
  })

  it('answers 409 to the same comment said twice, even from elsewhere', async () => {
    const world = memoryCommentDeps()
    accepted(await post(world, {}))
    const later = new Date(NOW.getTime() + 60_000)
    const result = refused(await post(world, { email: 'LUCIA@example.com' }, { ip: '198.51.100.9', now: later }))
    expect(result).toMatchObject({ status: 409, errors: [{ message: COMMENT_MESSAGES.duplicate }] })
    expect(world.comments).toHaveLength(1)
  })

  it('answers 429 to a second comment from the same address or e-mail within 15 s, and lets it through after', async () => {
    const world = memoryCommentDeps()
    accepted(await post(world, {}))
    const soon = new Date(NOW.getTime() + 5_000)
    const sameIp = refused(await post(world, { email: 'otra@example.com', comment: 'Otra cosa.' }, { now: soon }))
    expect(sameIp).toMatchObject({ status: 429, retryAfterS: 10, errors: [{ message: COMMENT_MESSAGES.flood }] })
    const sameEmail = refused(await post(world, { comment: 'Otra cosa.' }, { ip: '198.51.100.2', now: soon }))
    expect(sameEmail.status).toBe(429)
    accepted(await post(world, { comment: 'Otra cosa.' }, { now: new Date(NOW.getTime() + 16_000) }))
  })

  it('answers 429 with the wait once an address has used its allowance, counting refused posts too', async () => {
    const world = memoryCommentDeps({ limit: 2 })
    refused(await post(world, { comment_post_ID: '999' }))
    refused(await post(world, { comment_post_ID: '999' }))
    const result = refused(await post(world, {}))
    expect(result).toMatchObject({ status: 429, errors: [{ message: COMMENT_POST_MESSAGES.rateLimited }] })
    expect(result.retryAfterS).toBeGreaterThan(0)
    expect(result.post).toMatchObject({ id: 1 })
    expect(accepted(await post(world, {}, { ip: '198.51.100.3' })).status).toBe('pending')
  })

  it('sends an approved reply on an earlier comment page to that page', async () => {
    const world = memoryCommentDeps()
    for (let i = 0; i < 60; i++)
      approvedComment(world, {
        id: 1000 + i,
        authorName: `Autor ${i}`,
        authorEmail: `a${i}@example.com`,
        date: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      })
    approvedComment(world, { id: 5, authorName: 'Lucía', authorEmail: 'lucia@example.com', postId: 4 })
    const reply = accepted(await post(world, { comment_parent: '1000' }))
    expect(reply.location).toBe(`/luz-natural/comment-page-1/#comment-${reply.id}`)
    const top = accepted(await post(world, { comment: 'Al final.' }, { now: new Date(NOW.getTime() + 60_000) }))
    expect(top.location).toBe(`/luz-natural/#comment-${top.id}`)
  })

  it('sends a held reply on an earlier page to that page’s preview', async () => {
    const world = memoryCommentDeps()
    for (let i = 0; i < 51; i++)
      approvedComment(world, {
        id: 1000 + i,
        authorName: `Autor ${i}`,
        authorEmail: `a${i}@example.com`,
        date: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      })
    const reply = accepted(await post(world, { comment_parent: '1001' }))
    expect(reply.location).toBe(
      `/luz-natural/comment-page-1/?unapproved=${reply.id}&moderation-hash=clave-1#comment-${reply.id}`,
    )
  })
})
