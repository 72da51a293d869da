import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminApi, waitFor } from '../e2e/helpers/site'
import { postgresUrl } from '../int/helpers/testPayload'

import { startFaultSite, type FaultSite } from './helpers/faultSite'
import { sendVisitorPost, someAddress, storedPosts, visitorsPosting } from './helpers/visitorPosts'

/** Visitors sending at once, as the issue asks. */
const CLIENTS = 20
/** How long they send before the server is killed, and after (they keep trying while it is down). */
const LOAD_MS = 4000
const AFTER_KILL_MS = 1000

/**
 * `kill -9` of the server while 20 visitors send contact forms (some with a file) and comments,
 * then a restart (issue 18, fault tests): every post the site acknowledged is stored, every stored
 * message has its mail job, and every mail reaches the SMTP server once (one Message-ID; a mail the
 * crash caught mid-send may be delivered again under the same Message-ID, which receivers treat as
 * the same mail). On SQLite and on PostgreSQL. `npm run test:faults`.
 */
describe.each(['sqlite', 'postgres'] as const)('kill -9 while visitors write (%s)', (dialect) => {
  let site: FaultSite

  beforeAll(async () => {
    if (dialect === 'postgres' && !postgresUrl)
      throw new Error('TEST_POSTGRES_URL no está definido: esta prueba necesita PostgreSQL.')
    site = await startFaultSite({ postgres: dialect === 'postgres' })
  }, 400_000)

  afterAll(() => site?.stop())

  it('keeps every acknowledged message and comment, each with its mail, mailed once', async () => {
    const { server, smtp, targets } = site
    const visitors = visitorsPosting(CLIENTS, `fallo-${dialect}`, (kind, key) =>
      sendVisitorPost(server.baseUrl, targets, kind, key),
    )
    await new Promise((r) => setTimeout(r, LOAD_MS))
    await server.crash()
    const atKill = visitors.acknowledged.length
    await new Promise((r) => setTimeout(r, AFTER_KILL_MS))
    await visitors.stop()
    const acknowledged = visitors.acknowledged
    expect(acknowledged.length).toBe(atKill)
    expect(atKill).toBeGreaterThan(CLIENTS)

    await server.restart()
    const api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword, {
      'x-forwarded-for': someAddress(),
    })

    // Every stored message's mail leaves, including one a crash caught mid-send (its lease runs out).
    await waitFor(
      async () =>
        (await storedPosts(api, `fallo-${dialect}`)).outbox.some((m) => m.status === 'queued' || m.status === 'sending')
          ? null
          : true,
      'el correo pendiente tras el reinicio',
      200_000,
    )
    const { submissions, comments, jobs, lost } = await storedPosts(api, `fallo-${dialect}`)

    // Every acknowledged post is stored.
    expect(lost(acknowledged)).toEqual([])

    // Every stored message and (not spam) comment has its mail job, sent, and the SMTP server got it.
    for (const { key, jobs: its } of jobs) {
      expect(
        its.map((m) => m.status),
        key,
      ).toEqual(['sent'])
      expect(smtp.received.filter((m) => m.messageId === its[0]!.messageId).length, key).toBeGreaterThanOrEqual(1)
    }
    const deliveries = new Map<string, number>()
    for (const m of smtp.received) if (m.messageId) deliveries.set(m.messageId, (deliveries.get(m.messageId) ?? 0) + 1)
    const again = [...deliveries.values()].filter((n) => n > 1).length
    console.log(
      `kill -9 (${dialect}): ${visitors.attempts()} envíos intentados, ${atKill} aceptados (${acknowledged.filter((a) => a.kind !== 'comment').length} mensajes, ${acknowledged.filter((a) => a.kind === 'comment').length} comentarios); ` +
        `guardados ${submissions.length} mensajes y ${comments.length} comentarios; correos ${deliveries.size} distintos, ${again} entregados otra vez con el mismo Message-ID`,
    )
  }, 400_000)
})
