import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { Comment } from '@/payload-types'

import { testPayload, type Dialect } from './testPayload'

type Json = Record<string, unknown>
const MONTH_MS = 31 * 24 * 60 * 60 * 1000

/**
 * Moderation from the admin on a real database, through the REST API as the admin's buttons call
 * it: the state buttons, the studio's reply, releasing a spam submission with its held notice, and
 * the hourly purge of commenters' data and old spam. The same on SQLite and PostgreSQL.
 */
export function commentsModerationSuite(dialect: Dialect) {
  let payload: Payload
  let token = ''
  let editorId = 0
  let postId = 0

  /** A POST to the API as Payload's REST route handles it, signed in as the editor unless told. */
  const api = async (path: string, body: unknown, { auth = true, type = 'application/json' } = {}) => {
    const { handleEndpoints } = await import('payload')
    const headers: Record<string, string> = { 'content-type': type }
    if (auth) headers.authorization = `JWT ${token}`
    const request = new Request(`http://localhost:3999/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const response = await handleEndpoints({ config: payload.config, request })
    return { status: response.status, json: (await response.json()) as Json }
  }
  const comment = (data: Partial<Comment>) =>
    payload.create({
      collection: 'comments',
      data: {
        post: postId,
        authorName: 'Ana',
        authorEmail: 'ana@example.com',
        content: 'Qué fotos tan bonitas.',
        status: 'pending',
        date: new Date().toISOString(),
        ...data,
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
  const statusOf = async (id: number) => (await payload.findByID({ collection: 'comments', id, depth: 0 })).status

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { studioName: 'Revela Estudio', email: 'hola@revela.example' },
      context: { disableRevalidate: true },
    })
    const editor = await payload.create({
      collection: 'users',
      data: { name: 'Marta', email: 'marta@revela.test', password: 'contrasena-larga-42', roles: ['editor'] },
    })
    editorId = editor.id
    ;({ token = '' } = await payload.login({
      collection: 'users',
      data: { email: 'marta@revela.test', password: 'contrasena-larga-42' },
    }))
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Sesiones de fotos', _status: 'published' },
      context: { disableRevalidate: true },
    })
    postId = post.id
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('moderate: changes the state for a signed-in editor, and refuses everyone and everything else', async () => {
    const c = await comment({})
    expect(await api(`/comments/${c.id}/moderate`, { status: 'approved' }, { auth: false })).toMatchObject({
      status: 401,
    })
    expect(await api(`/comments/${c.id}/moderate`, { status: 'publicado' })).toMatchObject({
      status: 400,
      json: { errors: [{ message: 'Estado no válido.' }] },
    })
    expect((await api(`/comments/${c.id}/moderate`, { status: 'approved' }, { type: 'text/plain' })).status).toBe(415)
    expect((await api(`/comments/999999/moderate`, { status: 'approved' })).status).toBe(404)
    expect(await statusOf(c.id)).toBe('pending')

    for (const status of ['approved', 'pending', 'spam', 'approved', 'trash', 'pending'] as const) {
      expect(await api(`/comments/${c.id}/moderate`, { status })).toEqual({ status: 200, json: { id: c.id, status } })
      expect(await statusOf(c.id)).toBe(status)
    }
  })

  it('reply: publishes the studio’s answer under the comment and approves a pending one', async () => {
    const c = await comment({ status: 'pending' })
    const { status, json } = await api(`/comments/${c.id}/reply`, { content: '  ¡Gracias, Ana!  ' })
    expect(status).toBe(201)
    expect(await statusOf(c.id)).toBe('approved')
    const reply = await payload.findByID({ collection: 'comments', id: json.id as number, depth: 0 })
    expect(reply).toMatchObject({
      post: postId,
      parent: c.id,
      status: 'approved',
      content: '¡Gracias, Ana!',
      authorName: 'Revela Estudio',
      authorEmail: 'hola@revela.example',
      authorUrl: 'http://localhost:3999',
      byStudio: editorId,
    })
    expect(Date.now() - Date.parse(reply.date)).toBeLessThan(60_000)
  })

  it('reply: refuses empty or overlong text, spam and the bin, and strangers', async () => {
    const c = await comment({ status: 'approved' })
    expect(await api(`/comments/${c.id}/reply`, { content: '   ' })).toMatchObject({
      status: 400,
      json: { errors: [{ message: 'Por favor, escribe un comentario.' }] },
    })
    expect(await api(`/comments/${c.id}/reply`, { content: 'a'.repeat(65526) })).toMatchObject({
      status: 400,
      json: { errors: [{ message: 'Tu comentario es demasiado largo.' }] },
    })
    expect((await api(`/comments/${c.id}/reply`, { content: 'Hola' }, { auth: false })).status).toBe(401)
    const spam = await comment({ status: 'spam' })
    expect((await api(`/comments/${spam.id}/reply`, { content: 'Hola' })).status).toBe(409)
    expect(
      (await payload.count({ collection: 'comments', where: { parent: { in: [c.id, spam.id] } } })).totalDocs,
    ).toBe(0)
  })

  it('the list’s «Todos» filter, as the address carries it, leaves spam and the bin out', async () => {
    const all = await payload.find({
      collection: 'comments',
      where: { status: { not_in: 'spam,trash' } },
      limit: 0,
      depth: 0,
    })
    expect(all.docs.length).toBeGreaterThan(0)
    expect(all.docs.every((d) => d.status === 'pending' || d.status === 'approved')).toBe(true)
  })

  it('release: a spam submission goes to the inbox and its held notice to the queue', async () => {
    const { enqueueMail } = await import('@/mail/enqueueMail')
    const { DEMO_CONTACT_TEMPLATE } = await import('@/forms/template/demoTemplate')
    const form = await payload.create({
      collection: 'forms',
      data: { title: 'Contacto', template: DEMO_CONTACT_TEMPLATE },
      context: { disableRevalidate: true },
    })
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        name: 'Luis',
        email: 'luis@example.com',
        status: 'spam',
        mailStatus: 'held',
        spamReasons: ['too-fast'],
      },
    })
    const draft = {
      to: ['hola@revela.example'],
      from: 'web@revela.example',
      subject: 'Nueva consulta de Luis',
      text: 'Hola',
    }
    await enqueueMail(
      payload,
      { ...draft, source: { kind: 'submission', id: submission.id } },
      { domain: 'revela.example', held: true },
    )

    expect((await api(`/form-submissions/${submission.id}/release`, {}, { auth: false })).status).toBe(401)
    expect(await api(`/form-submissions/${submission.id}/release`, {})).toEqual({
      status: 200,
      json: { id: submission.id, status: 'received', mailStatus: 'queued', released: 1 },
    })
    const after = await payload.findByID({ collection: 'form-submissions', id: submission.id, depth: 0 })
    expect(after).toMatchObject({ status: 'received', mailStatus: 'queued' })
    const mail = await payload.find({
      collection: 'outbox',
      where: { 'source.documentId': { equals: String(submission.id) } },
      depth: 0,
    })
    expect(mail.docs.map((m) => m.status)).toEqual(['queued'])
    expect((await api(`/form-submissions/${submission.id}/release`, {})).status).toBe(409)
  })

  it('purgeCommentData: clears every old comment in batches, however many an import brought', async () => {
    const { purgeCommentData } = await import('@/jobs/retention')
    const { PURGE_BATCH } = await import('@/jobs/inBatches')
    const count = PURGE_BATCH * 2 + 3
    const date = new Date(Date.now() - 8 * MONTH_MS).toISOString()
    const imported = []
    for (let i = 0; i < count; i++)
      imported.push(await comment({ status: 'approved', date, ip: `198.51.100.${i % 250}`, userAgent: 'Mozilla/5.0' }))
    const { cleared } = await purgeCommentData(payload)
    expect(cleared).toBeGreaterThanOrEqual(count)
    const ids = imported.map((c) => c.id)
    expect(
      await payload.count({ collection: 'comments', where: { and: [{ id: { in: ids } }, { ip: { exists: true } }] } }),
    ).toMatchObject({ totalDocs: 0 })
    expect(
      await payload.count({
        collection: 'comments',
        where: { and: [{ id: { in: ids } }, { status: { equals: 'approved' } }] },
      }),
    ).toMatchObject({ totalDocs: count })
  })

  it('purgeCommentData: clears old commenters’ data, and deletes spam and binned comments a month on', async () => {
    const { purgeCommentData } = await import('@/jobs/retention')
    const { enqueueMail } = await import('@/mail/enqueueMail')
    const data = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0', signals: { ak_js: '1' } }
    const old = await comment({ ...data, status: 'approved', date: new Date(Date.now() - 7 * MONTH_MS).toISOString() })
    const recent = await comment({ ...data, status: 'approved' })
    const spam = await comment({ ...data, status: 'spam' })
    const binned = await comment({ status: 'trash' })
    const replyToSpam = await comment({ status: 'approved', parent: spam.id })
    const draft = { to: ['hola@revela.example'], from: 'web@revela.example', subject: 'Comentario nuevo', text: 'Hola' }
    await enqueueMail(
      payload,
      { ...draft, source: { kind: 'comment', id: spam.id } },
      { domain: 'revela.example', held: true },
    )

    expect(await purgeCommentData(payload)).toEqual({ cleared: 1, deleted: 0 })
    expect(await payload.findByID({ collection: 'comments', id: old.id, depth: 0 })).toMatchObject({
      ip: null,
      userAgent: null,
      signals: null,
      status: 'approved',
    })
    expect(await payload.findByID({ collection: 'comments', id: recent.id, depth: 0 })).toMatchObject(data)

    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
    const { deleted } = await purgeCommentData(payload, later)
    expect(deleted).toBeGreaterThanOrEqual(2) // and the spam and binned ones of the tests above
    for (const id of [spam.id, binned.id])
      expect(await payload.findByID({ collection: 'comments', id, depth: 0, disableErrors: true })).toBeNull()
    expect(await payload.count({ collection: 'comments', where: { status: { in: ['spam', 'trash'] } } })).toMatchObject(
      { totalDocs: 0 },
    )
    expect(await payload.findByID({ collection: 'comments', id: replyToSpam.id, depth: 0 })).toMatchObject({
      parent: null,
      status: 'approved',
    })
    expect(
      await payload.count({ collection: 'outbox', where: { 'source.kind': { equals: 'comment' } } }),
    ).toMatchObject({ totalDocs: 0 })
  })
}
