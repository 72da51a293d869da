import { randomBytes } from 'node:crypto'

import type { adminApi } from '../../e2e/helpers/site'
import { browserSignals } from '../../support/formSignals'

export type Sent = { kind: 'form' | 'form+file' | 'comment'; key: string; id?: number }
export const POST_KINDS: Sent['kind'][] = ['form', 'form+file', 'comment']

/** A visitor's address of its own per post: the per-address limits are not what the fault tests test. */
export const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`

type Api = Awaited<ReturnType<typeof adminApi>>

/**
 * What the fault tests' visitors write to: a form with a file field (made here) besides the demo's
 * contact form, and a published article open to comments.
 */
export async function visitorTargets(api: Api): Promise<{ fileFormId: number; postId: number }> {
  const form = await api('/api/forms', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Book con archivo',
      template: '[text* your-name] [email* your-email] [file* book limit:1mb filetypes:pdf] [submit "Enviar"]',
      mail: {
        recipient: 'book@revela.test',
        sender: 'Web <web@revela.test>',
        subject: 'Book de [your-name]',
        body: 'Adjunto.',
        attachments: '[book]',
      },
    }),
  })
  const fileFormId = ((await form.json()) as { doc: { id: number } }).doc.id
  const posts = (await (
    await api('/api/posts?where[_status][equals]=published&where[commentsOpen][equals]=true&limit=1&depth=0')
  ).json()) as {
    docs: { id: number }[]
  }
  return { fileFormId, postId: posts.docs[0]!.id }
}

/**
 * One post as a browser sends it: the contact form, the form with a 50 KB PDF, or a comment (with
 * the one-time word a visitor without JavaScript reads). Answers what the site acknowledged, or null.
 */
export async function sendVisitorPost(
  baseUrl: string,
  targets: { fileFormId: number; postId: number },
  kind: Sent['kind'],
  key: string,
): Promise<Sent | null> {
  const headers = { 'user-agent': 'Mozilla/5.0 (pruebas de fallos)', 'x-forwarded-for': someAddress() }
  if (kind === 'comment') {
    const challenge = await fetch(`${baseUrl}/wpcf7-nojs/challenge?form=comment-${targets.postId}`)
    const cookie = challenge.headers.get('set-cookie')?.split(';')[0] ?? ''
    const word = /«([^»]+)»/.exec(await challenge.text())?.[1] ?? ''
    const response = await fetch(`${baseUrl}/wp-comments-post.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        comment_post_ID: String(targets.postId),
        comment_parent: '0',
        author: key,
        email: `${key}@example.com`,
        url: '',
        comment: `Comentario ${key}.`,
        ak_hp_textarea: '',
        ak_js: String(Date.now() - 60_000),
        comment_nojs_check: word,
      }).toString(),
    })
    const id = Number(/#comment-(\d+)$/.exec(response.headers.get('location') ?? '')?.[1])
    return (response.status === 303 || response.status === 302) && id ? { kind, key, id } : null
  }
  const formId = kind === 'form+file' ? targets.fileFormId : 1
  const body = new FormData()
  const fields = {
    ...browserSignals(),
    _wpcf7: String(formId),
    _wpcf7_unit_tag: `wpcf7-f${formId}-o1`,
    'your-name': key,
    'your-email': `${key}@example.com`,
    'your-message': `Consulta ${key}.`,
    privacy: '1',
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  if (kind === 'form+file')
    body.append('book', new Blob([`%PDF-1.4 ${key} `.padEnd(50_000, '.')], { type: 'application/pdf' }), `${key}.pdf`)
  const response = await fetch(`${baseUrl}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    body,
    headers,
  })
  const json = (await response.json()) as { status?: string }
  return json.status === 'mail_sent' ? { kind, key } : null
}

/**
 * `clients` visitors posting in turn (form, form with file, comment) until `stop()` says so; a visitor
 * whose post was not acknowledged waits a little before the next. Keys start with `prefix`.
 */
export function visitorsPosting(
  clients: number,
  prefix: string,
  send: (kind: Sent['kind'], key: string) => Promise<Sent | null>,
) {
  const acknowledged: Sent[] = []
  let attempts = 0
  let stopped = false
  const visitor = async (v: number) => {
    for (let n = 0; !stopped; n++) {
      attempts++
      const sent = await send(POST_KINDS[(v + n) % 3]!, `${prefix}-${v}-${n}`).catch(() => null)
      if (sent) acknowledged.push(sent)
      if (!sent) await new Promise((r) => setTimeout(r, 50))
    }
  }
  const running = Promise.all(Array.from({ length: clients }, (_, v) => visitor(v)))
  return {
    acknowledged,
    attempts: () => attempts,
    async stop() {
      stopped = true
      await running
    },
  }
}

export type StoredSubmission = { id: number; name: string; status: string; mailStatus: string }
export type StoredComment = { id: number; authorName: string; status: string }
export type OutboxJob = {
  id: number
  status: string
  messageId: string
  attempts: number
  lastError?: string | null
  source?: { kind: string; documentId?: string }
}

/** What the site holds of the posts whose keys start with `prefix`, and the whole outbox, read as the admin reads them. */
export async function storedPosts(api: Api, prefix: string) {
  const all = async <T>(path: string) =>
    ((await (await api(`${path}${path.includes('?') ? '&' : '?'}limit=0&depth=0`)).json()) as { docs: T[] }).docs
  const submissions = (await all<StoredSubmission>('/api/form-submissions')).filter((s) =>
    s.name.startsWith(`${prefix}-`),
  )
  const comments = (await all<StoredComment>('/api/comments')).filter((c) => c.authorName.startsWith(`${prefix}-`))
  const outbox = await all<OutboxJob>('/api/outbox')
  /** The mail job of each stored message and (not spam) comment, by the post's key. */
  const jobs = [
    ...submissions.filter((s) => s.status !== 'spam').map((s) => ['submission', s.id, s.name] as const),
    ...comments.filter((c) => c.status !== 'spam').map((c) => ['comment', c.id, c.authorName] as const),
  ].map(([kind, id, key]) => ({
    key,
    jobs: outbox.filter((m) => m.source?.kind === kind && m.source.documentId === String(id)),
  }))
  /** Acknowledged posts the site does not hold. */
  const lost = (acknowledged: Sent[]) => {
    const names = new Set(submissions.map((s) => s.name))
    const commentIds = new Set(comments.map((c) => c.id))
    return acknowledged.filter((a) => (a.kind === 'comment' ? !commentIds.has(a.id!) : !names.has(a.key)))
  }
  return { submissions, comments, outbox, jobs, lost }
}
