import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSecondServer, type SecondServer } from '../e2e/helpers/secondServer'
import { adminApi, waitFor } from '../e2e/helpers/site'
import { postgresUrl } from '../int/helpers/testPayload'
import { browserSignals } from '../support/formSignals'
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtpTestServer'

/** Visitors sending at once, as the issue asks. */
const CLIENTS = 20
/** How long they send before the server is killed, and after (they keep trying while it is down). */
const LOAD_MS = 4000
const AFTER_KILL_MS = 1000

type Sent = { kind: 'form' | 'form+file' | 'comment'; key: string; id?: number }

/** A visitor's address of its own per post: the per-address limits are not what is tested here. */
const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`

/**
 * `kill -9` of the server while 20 visitors send contact forms (some with a file) and comments,
 * then a restart (issue 18, fault tests): every post the site acknowledged is stored, every stored
 * message has its mail job, and every mail reaches the SMTP server once (one Message-ID; a mail the
 * crash caught mid-send may be delivered again under the same Message-ID, which receivers treat as
 * the same mail). On SQLite and on PostgreSQL. `npm run test:faults`.
 */
describe.each(['sqlite', 'postgres'] as const)('kill -9 while visitors write (%s)', (dialect) => {
  let smtp: SmtpTestServer
  let server: SecondServer
  let api: Awaited<ReturnType<typeof adminApi>>
  let fileFormId: number
  let postId: number

  beforeAll(async () => {
    if (dialect === 'postgres' && !postgresUrl) throw new Error('TEST_POSTGRES_URL no está definido: esta prueba necesita PostgreSQL.')
    smtp = await startSmtpTestServer()
    server = await startSecondServer({ postgres: dialect === 'postgres', env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', POST_RATE_LIMIT: '100000' } })
    api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword)
    const form = await api('/api/forms', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Book con archivo',
        template: '[text* your-name] [email* your-email] [file* book limit:1mb filetypes:pdf] [submit "Enviar"]',
        mail: { recipient: 'book@revela.test', sender: 'Web <web@revela.test>', subject: 'Book de [your-name]', body: 'Adjunto.', attachments: '[book]' },
      }),
    })
    fileFormId = ((await form.json()) as { doc: { id: number } }).doc.id
    const posts = (await (await api('/api/posts?where[_status][equals]=published&where[commentsOpen][equals]=true&limit=1&depth=0')).json()) as { docs: { id: number }[] }
    postId = posts.docs[0]!.id
  }, 400_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  /** One post of the given kind; answers what the site acknowledged, or null. */
  async function send(kind: Sent['kind'], key: string): Promise<Sent | null> {
    const headers = { 'user-agent': 'Mozilla/5.0 (pruebas de fallos)', 'x-forwarded-for': someAddress() }
    if (kind === 'comment') {
      const challenge = await fetch(`${server.baseUrl}/wpcf7-nojs/challenge?form=comment-${postId}`)
      const cookie = challenge.headers.get('set-cookie')?.split(';')[0] ?? ''
      const word = /«([^»]+)»/.exec(await challenge.text())?.[1] ?? ''
      const response = await fetch(`${server.baseUrl}/wp-comments-post.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ comment_post_ID: String(postId), comment_parent: '0', author: key, email: `${key}@example.com`, url: '', comment: `Comentario ${key}.`, ak_hp_textarea: '', ak_js: String(Date.now() - 60_000), comment_nojs_check: word }).toString(),
      })
      const id = Number(/#comment-(\d+)$/.exec(response.headers.get('location') ?? '')?.[1])
      return (response.status === 303 || response.status === 302) && id ? { kind, key, id } : null
    }
    const formId = kind === 'form+file' ? fileFormId : 1
    const body = new FormData()
    const fields = { ...browserSignals(), _wpcf7: String(formId), _wpcf7_unit_tag: `wpcf7-f${formId}-o1`, 'your-name': key, 'your-email': `${key}@example.com`, 'your-message': `Consulta ${key}.`, privacy: '1' }
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    if (kind === 'form+file') body.append('book', new Blob([`%PDF-1.4 ${key} `.padEnd(50_000, '.')], { type: 'application/pdf' }), `${key}.pdf`)
    const response = await fetch(`${server.baseUrl}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, { method: 'POST', body, headers })
    const json = (await response.json()) as { status?: string }
    return json.status === 'mail_sent' ? { kind, key } : null
  }

  it('keeps every acknowledged message and comment, each with its mail, mailed once', async () => {
    const acknowledged: Sent[] = []
    let attempts = 0
    let stop = false
    const kinds: Sent['kind'][] = ['form', 'form+file', 'comment']
    const visitor = async (v: number) => {
      for (let n = 0; !stop; n++) {
        attempts++
        const key = `fallo-${dialect}-${v}-${n}`
        const sent = await send(kinds[(v + n) % 3]!, key).catch(() => null)
        if (sent) acknowledged.push(sent)
        // While the server is down, a visitor waits a little before trying again.
        if (!sent) await new Promise((r) => setTimeout(r, 50))
      }
    }
    const visitors = Promise.all(Array.from({ length: CLIENTS }, (_, v) => visitor(v)))
    await new Promise((r) => setTimeout(r, LOAD_MS))
    await server.crash()
    const atKill = acknowledged.length
    await new Promise((r) => setTimeout(r, AFTER_KILL_MS))
    stop = true
    await visitors
    expect(acknowledged.length).toBe(atKill)
    expect(atKill).toBeGreaterThan(CLIENTS)

    await server.restart()
    api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword, { 'x-forwarded-for': someAddress() })
    const all = async <T,>(path: string) => ((await (await api(`${path}${path.includes('?') ? '&' : '?'}limit=0&depth=0`)).json()) as { docs: T[] }).docs
    type Submission = { id: number; name: string; status: string; mailStatus: string }
    type Comment = { id: number; authorName: string; status: string }
    type Outbox = { id: number; status: string; messageId: string; source?: { kind: string; documentId?: string } }

    // Every stored message's mail leaves, including one a crash caught mid-send (its lease runs out).
    await waitFor(
      async () => {
        const waiting = await all<Outbox>('/api/outbox?where[status][in]=queued,sending')
        return waiting.length === 0 ? true : null
      },
      'el correo pendiente tras el reinicio',
      200_000,
    )
    const submissions = (await all<Submission>('/api/form-submissions')).filter((s) => s.name.startsWith(`fallo-${dialect}-`))
    const comments = (await all<Comment>('/api/comments')).filter((c) => c.authorName.startsWith(`fallo-${dialect}-`))
    const outbox = await all<Outbox>('/api/outbox')

    // Every acknowledged post is stored.
    const storedNames = new Set(submissions.map((s) => s.name))
    const storedComments = new Set(comments.map((c) => c.id))
    const lost = acknowledged.filter((a) => (a.kind === 'comment' ? !storedComments.has(a.id!) : !storedNames.has(a.key)))
    expect(lost).toEqual([])

    // Every stored message and (not spam) comment has its mail job, sent, and the SMTP server got it once.
    for (const [kind, id, key] of [
      ...submissions.filter((s) => s.status !== 'spam').map((s) => ['submission', s.id, s.name] as const),
      ...comments.filter((c) => c.status !== 'spam').map((c) => ['comment', c.id, c.authorName] as const),
    ]) {
      const jobs = outbox.filter((m) => m.source?.kind === kind && m.source.documentId === String(id))
      expect(jobs.map((m) => m.status), `${kind} ${key}`).toEqual(['sent'])
      const received = smtp.received.filter((m) => m.messageId === jobs[0]!.messageId)
      expect(received.length, `${kind} ${key}`).toBeGreaterThanOrEqual(1)
    }
    const deliveries = new Map<string, number>()
    for (const m of smtp.received) if (m.messageId) deliveries.set(m.messageId, (deliveries.get(m.messageId) ?? 0) + 1)
    const again = [...deliveries.values()].filter((n) => n > 1).length
    console.log(
      `kill -9 (${dialect}): ${attempts} envíos intentados, ${atKill} aceptados (${acknowledged.filter((a) => a.kind !== 'comment').length} mensajes, ${acknowledged.filter((a) => a.kind === 'comment').length} comentarios); ` +
        `guardados ${submissions.length} mensajes y ${comments.length} comentarios; correos ${deliveries.size} distintos, ${again} entregados otra vez con el mismo Message-ID`,
    )
  }, 400_000)
})
