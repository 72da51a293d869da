import { execFileSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSecondServer, type SecondServer } from '../e2e/helpers/secondServer'
import { adminApi, waitFor } from '../e2e/helpers/site'
import { postgresUrl } from '../int/helpers/testPayload'
import { browserSignals } from '../support/formSignals'
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtpTestServer'

const CLIENTS = 10
/** How long PostgreSQL stays down: long enough for every visitor to hit the outage. */
const DOWN_MS = 4000

/** This machine's PostgreSQL cluster (Debian's pg_ctlcluster), which the test stops and starts again. */
function cluster(): [string, string] {
  const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .find((l) => /\s5432\s/.test(l))
  const [version, name] = line?.trim().split(/\s+/) ?? []
  if (!version || !name) throw new Error('No se encuentra el clúster de PostgreSQL del puerto 5432 (pg_lsclusters).')
  return [version, name]
}
const pgctl = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', [...cluster(), action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'ignore',
  })

/**
 * PostgreSQL restarted while visitors send the contact form (issue 18, fault tests): during the
 * outage they are told 503 with Retry-After, in Contact Form 7's response shape; nothing is
 * half-written; and Revela serves again by itself, without a restart. `npm run test:faults`; it
 * stops and starts this machine's PostgreSQL, so it runs apart from `npm test`.
 */
describe('PostgreSQL restarted under load', () => {
  let smtp: SmtpTestServer
  let server: SecondServer

  beforeAll(async () => {
    if (!postgresUrl) throw new Error('TEST_POSTGRES_URL no está definido: esta prueba necesita PostgreSQL.')
    smtp = await startSmtpTestServer()
    server = await startSecondServer({
      postgres: true,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', POST_RATE_LIMIT: '100000' },
    })
  }, 400_000)

  afterAll(async () => {
    // Whatever happened, PostgreSQL is left running for everything else on this machine.
    try {
      pgctl('start')
    } catch {
      // already running
    }
    await server?.stop()
    await smtp?.stop()
  })

  const send = async (key: string) => {
    const body = new FormData()
    const fields = {
      ...browserSignals(),
      _wpcf7: '1',
      _wpcf7_unit_tag: 'wpcf7-f1-o1',
      'your-name': key,
      'your-email': `${key}@example.com`,
      'your-message': `Consulta ${key}.`,
      privacy: '1',
    }
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    const response = await fetch(`${server.baseUrl}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
      method: 'POST',
      body,
      headers: {
        'user-agent': 'Mozilla/5.0 (pruebas de fallos)',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      },
    })
    const json = (await response.json().catch(() => ({}))) as { status?: string; message?: string }
    return {
      http: response.status,
      retryAfter: response.headers.get('retry-after'),
      status: json.status,
      message: json.message,
    }
  }

  it('answers 503 with Retry-After while it is down, half-writes nothing, and serves again by itself', async () => {
    const answers: Awaited<ReturnType<typeof send>>[] = []
    const acknowledged: string[] = []
    let stop = false
    const visitor = async (v: number) => {
      for (let n = 0; !stop; n++) {
        const key = `caida-${v}-${n}`
        const answer = await send(key).catch(() => ({
          http: 0,
          retryAfter: null,
          status: undefined,
          message: undefined,
        }))
        answers.push(answer)
        if (answer.status === 'mail_sent') acknowledged.push(key)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const visitors = Promise.all(Array.from({ length: CLIENTS }, (_, v) => visitor(v)))
    await new Promise((r) => setTimeout(r, 1500))
    pgctl('stop')
    await new Promise((r) => setTimeout(r, DOWN_MS))
    pgctl('start')
    // Revela finds the database again by itself: a submission goes through without restarting it.
    await waitFor(
      async () => ((await send(`despues-${Date.now()}`)).status === 'mail_sent' ? true : null),
      'un envío aceptado tras el reinicio de PostgreSQL',
      60_000,
    )
    stop = true
    await visitors

    const byStatus = new Map<string, number>()
    for (const a of answers)
      byStatus.set(`${a.http} ${a.status ?? ''}`.trim(), (byStatus.get(`${a.http} ${a.status ?? ''}`.trim()) ?? 0) + 1)
    console.log(`PostgreSQL parado ${DOWN_MS / 1000} s: ${[...byStatus].map(([k, n]) => `${k} × ${n}`).join(', ')}`)
    const outage = answers.filter((a) => a.http === 503)
    expect(outage.length).toBeGreaterThan(0)
    for (const a of outage) {
      expect(a.retryAfter).toMatch(/^\d+$/)
      expect(a.status).toBe('mail_failed')
      expect(a.message).toContain('Vuelve a intentarlo')
    }
    // Nothing but a success or a 503 in the contact form's shape: no 500, no broken connection.
    expect(answers.filter((a) => a.http !== 200 && a.http !== 503)).toEqual([])
    expect(server.log()).not.toMatch(/uncaught|unhandled/i)

    // Nothing half-written: every acknowledged message is stored, and every stored one has its mail job.
    const api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword, {
      'x-forwarded-for': '10.8.0.1',
    })
    const all = async <T>(path: string) =>
      ((await (await api(`${path}${path.includes('?') ? '&' : '?'}limit=0&depth=0`)).json()) as { docs: T[] }).docs
    const submissions = (await all<{ id: number; name: string }>('/api/form-submissions')).filter((s) =>
      s.name.startsWith('caida-'),
    )
    const stored = new Set(submissions.map((s) => s.name))
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([])
    const outbox = await all<{ source?: { kind: string; documentId?: string } }>('/api/outbox')
    const withJob = new Set(outbox.filter((m) => m.source?.kind === 'submission').map((m) => m.source!.documentId))
    expect(submissions.filter((s) => !withJob.has(String(s.id))).map((s) => s.name)).toEqual([])
  }, 300_000)
})
