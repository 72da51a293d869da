import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { waitFor } from '../e2e/helpers/site'

import { startFaultSite, type FaultSite } from './helpers/faultSite'
import { sendVisitorPost, storedPosts, visitorsPosting } from './helpers/visitorPosts'

const CLIENTS = 20
const LOAD_MS = 5000

/**
 * The SMTP server down for the whole load, then back (issue 18, fault tests): 20 visitors send forms
 * (some with a file) and comments while no mail can leave. Every post is acknowledged and stored; the
 * admin's outbox shows each mail waiting, with why; once the SMTP server is back, every mail is
 * delivered exactly once, with no restart of the site. `npm run test:faults`.
 */
describe('SMTP down while visitors write, then back', () => {
  let site: FaultSite

  // The site is told of a mail server that is not listening.
  beforeAll(async () => {
    site = await startFaultSite({ smtpDown: true })
  }, 400_000)

  afterAll(() => site?.stop())

  it('acknowledges and keeps every post, shows the mail waiting, and delivers each once when SMTP returns', async () => {
    const { server, smtp, api, targets } = site
    const visitors = visitorsPosting(CLIENTS, 'sin-smtp', (kind, key) =>
      sendVisitorPost(server.baseUrl, targets, kind, key),
    )
    await new Promise((r) => setTimeout(r, LOAD_MS))
    await visitors.stop()
    // No post is refused for the mail server's sake.
    expect(visitors.acknowledged.length).toBe(visitors.attempts())
    expect(visitors.acknowledged.length).toBeGreaterThan(CLIENTS)

    const down = await storedPosts(api, 'sin-smtp')
    expect(down.lost(visitors.acknowledged)).toEqual([])
    // What the admin's Correos salientes lists: each mail waiting (or being tried right now), with
    // the reason in Spanish once tried.
    for (const { key, jobs } of down.jobs) {
      expect(jobs, key).toHaveLength(1)
      expect(['queued', 'sending'], key).toContain(jobs[0]!.status)
    }
    const tried = down.jobs.flatMap((j) => j.jobs).filter((m) => m.status === 'queued' && m.attempts > 0)
    expect(tried.length).toBeGreaterThan(0)
    for (const m of tried) expect(m.lastError).toMatch(/servidor de correo/)
    expect(smtp.received).toHaveLength(0)

    await smtp.restart()
    await waitFor(
      async () =>
        (await storedPosts(api, 'sin-smtp')).outbox.some((m) => m.status === 'queued' || m.status === 'sending')
          ? null
          : true,
      'el correo pendiente cuando vuelve el servidor de correo',
      180_000,
    )
    const back = await storedPosts(api, 'sin-smtp')
    for (const { key, jobs } of back.jobs) {
      expect(
        jobs.map((m) => m.status),
        key,
      ).toEqual(['sent'])
      expect(
        smtp.received.filter((m) => m.messageId === jobs[0]!.messageId),
        key,
      ).toHaveLength(1)
    }
    const messageIds = smtp.received.map((m) => m.messageId)
    expect(new Set(messageIds).size).toBe(messageIds.length)
    console.log(
      `SMTP caído: ${visitors.attempts()} envíos, todos aceptados (${back.submissions.length} mensajes, ${back.comments.length} comentarios); ` +
        `${down.jobs.length} correos en espera; ${smtp.received.length} entregados al volver, cada uno una vez`,
    )
  }, 400_000)
})
