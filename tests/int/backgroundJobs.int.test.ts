import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { OutboxWorker } from '@/mail/outboxWorker'
import { OUTBOX } from '@/mail/outboxLimits'
import { verifyRevalidation } from '@/lib/revalidateSignature'

import { startSmtpTestServer, type SmtpTestServer } from '../support/smtpTestServer'

import { testPayload } from './helpers/testPayload'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ctx = { disableRevalidate: true }

/** Real time: setTimeout is left real below, so the worker's poll and the SMTP exchange run as in production. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits (in real time) until `check` holds, so that work started by a timer has finished. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`)
    await sleep(20)
  }
}

/**
 * The jobs the server starts beside the web site (jobs/backgroundJobs), on a real Payload on SQLite,
 * a real SMTP server and a stand-in for the site's revalidation route, over one process's life: the
 * hourly purge and the minute's check for scheduled publications on vitest's clock (setInterval
 * and Date), the outbox's poll in real time.
 */
describe('the background jobs', () => {
  let payload: Payload
  let smtp: SmtpTestServer
  let site: Server
  let worker: OutboxWorker
  let startedAt = 0
  /** What the site's revalidation route was asked, and whether each request was signed by us. */
  const revalidations: { path: string; signed: boolean }[] = []

  const subjects = () => smtp.received.map((m) => m.subject)
  const mail = (subject: string) => ({
    to: ['estudio@revela.test'],
    from: 'web@revela.test',
    subject,
    text: `${subject}.`,
  })
  /** As another instance of the site, or a write whose kick found nothing, leaves a mail: no kick here. */
  const leaveInOutbox = async (subject: string) => {
    const { insertOutboxMessage } = await import('@/mail/payloadOutboxStore')
    const { queuedMessage } = await import('@/mail/queuedMessage')
    await insertOutboxMessage(payload, queuedMessage(mail(subject), { now: new Date(), domain: 'revela.test' }))
  }
  const outboxStatus = async (subject: string) =>
    (
      await payload.find({
        collection: 'outbox',
        where: { subject: { equals: subject } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((m) => m.status)

  const spendToken = (token: string, expiresAt: number) =>
    payload.create({
      collection: 'captcha-spent',
      data: { token, expiresAt: new Date(expiresAt).toISOString() },
      overrideAccess: true,
    })
  const tokens = async () =>
    (
      await payload.find({ collection: 'captcha-spent', sort: 'token', limit: 0, depth: 0, overrideAccess: true })
    ).docs.map((t) => t.token)
  const recordConsent = (consentId: string, createdAt: number) =>
    payload.create({
      collection: 'consent-records',
      data: {
        consentId,
        action: 'accept-all',
        categories: ['necessary', 'analytics'],
        revision: 1,
        createdAt: new Date(createdAt).toISOString(),
      },
      overrideAccess: true,
    })
  const consents = async () =>
    (
      await payload.find({ collection: 'consent-records', sort: 'consentId', limit: 0, depth: 0, overrideAccess: true })
    ).docs.map((c) => c.consentId)

  /** A draft article whose publication is queued for `at`, as the admin's «Programar publicación» or an import leaves it. */
  const scheduleArticle = async (title: string, at: number) => {
    const post = await payload.create({
      collection: 'posts',
      data: { title, _status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    const { schedulePublication } = await import('@/wordpress/import/writer/schedulePublication')
    expect(
      await schedulePublication(
        payload,
        await createLocalReq({}, payload),
        'posts',
        post.id as number,
        new Date(at).toISOString(),
      ),
    ).toBe(true)
    return post.id as number
  }
  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: 'posts', id, depth: 0, overrideAccess: true }))._status

  /** Moves vitest's clock to `ms` after the jobs started, running the intervals due on the way. */
  const clockAt = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(startedAt + ms - Date.now())
  }

  let firstArticle = 0
  let secondArticle = 0

  beforeAll(async () => {
    smtp = await startSmtpTestServer()
    site = createServer((request, response) => {
      revalidations.push({
        path: `${request.method} ${request.url}`,
        signed: verifyRevalidation(process.env.PAYLOAD_SECRET!, request.headers['x-revela-signature'] as string),
      })
      response.end('{}')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    // Read once, when Payload's configuration loads: the outbox's server and the site's own port.
    process.env.SMTP_URL = smtp.url
    process.env.PORT = String((site.address() as AddressInfo).port)
    ;({ payload } = await testPayload('sqlite'))

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const now = Date.now()
    await leaveInOutbox('Mensaje de antes del arranque')
    await spendToken('caducado', now - MINUTE)
    await spendToken('caduca-en-media-hora', now + 30 * MINUTE)
    await recordConsent('de-hace-800-dias', now - 800 * DAY)
    await recordConsent('de-hoy', now)
    firstArticle = await scheduleArticle('Sesiones de otoño', now + 30 * 1000)
    secondArticle = await scheduleArticle('Sesiones de invierno', now + 90 * 1000)

    const { startBackgroundJobs } = await import('@/jobs/backgroundJobs')
    startedAt = Date.now()
    worker = startBackgroundJobs(payload)
  })

  afterAll(async () => {
    await worker?.stop()
    vi.useRealTimers()
    await payload?.destroy()
    await smtp?.stop()
    await new Promise((resolve) => site?.close(resolve))
  })

  it('on starting, sends what the outbox holds and purges what has already expired, keeping the rest', async () => {
    // Recorded as sent once the SMTP server has it (a moment later than the server does).
    await until(
      'the mail left before the start is sent',
      async () => (await outboxStatus('Mensaje de antes del arranque'))[0] === 'sent',
    )
    await until('the expired token is purged', async () => !(await tokens()).includes('caducado'))
    await until('the expired proof of consent is purged', async () => !(await consents()).includes('de-hace-800-dias'))
    expect(subjects()).toEqual(['Mensaje de antes del arranque'])
    expect(await tokens()).toEqual(['caduca-en-media-hora'])
    expect(await consents()).toEqual(['de-hoy'])
  })

  it('makes the scheduled publications that are due at the check every minute, not before, and has the site re-rendered after each', async () => {
    await clockAt(MINUTE - 1000)
    // Due since the 30th second, but nothing has looked yet.
    expect(await statusOf(firstArticle)).toBe('draft')
    expect(revalidations).toEqual([])

    await clockAt(MINUTE)
    await until('the site is asked to re-render after the first check', () => revalidations.length === 1)
    expect(await statusOf(firstArticle)).toBe('published')
    expect(await statusOf(secondArticle)).toBe('draft')

    await clockAt(2 * MINUTE)
    await until('the site is asked to re-render after the second check', () => revalidations.length === 2)
    expect(await statusOf(secondArticle)).toBe('published')
    expect(revalidations).toEqual([
      { path: 'POST /wp-json/revela/v1/revalidate', signed: true },
      { path: 'POST /wp-json/revela/v1/revalidate', signed: true },
    ])
  })

  it('purges once an hour: what expires in between stays until the hour comes', async () => {
    await recordConsent('caducado-tras-el-arranque', Date.now() - 800 * DAY)
    await clockAt(HOUR - 1000)
    // The token expired half an hour ago, the record long ago: the purge has not run since the start.
    expect(await tokens()).toEqual(['caduca-en-media-hora'])
    expect(await consents()).toEqual(['caducado-tras-el-arranque', 'de-hoy'])

    await clockAt(HOUR)
    await until(
      'the hourly purge has run',
      async () => (await tokens()).length === 0 && (await consents()).length === 1,
    )
    expect(await consents()).toEqual(['de-hoy'])
    // An hour of checks with nothing due publishes nothing and asks for nothing.
    expect(revalidations).toHaveLength(2)
  })

  it('started again in the same process, gives the same worker and starts no second set of jobs', async () => {
    const { startBackgroundJobs } = await import('@/jobs/backgroundJobs')
    await spendToken('caducado-antes-del-segundo-arranque', Date.now() - MINUTE)
    const timers = vi.getTimerCount()

    expect(startBackgroundJobs(payload)).toBe(worker)
    expect(vi.getTimerCount()).toBe(timers)
    // A second start would purge at once, as the first did.
    await sleep(500)
    expect(await tokens()).toEqual(['caducado-antes-del-segundo-arranque'])

    // The first start's purge comes again at its next hour.
    await clockAt(2 * HOUR)
    await until('the purge of the second hour has run', async () => (await tokens()).length === 0)
  })

  it('sends a mail left in the outbox without a kick at its next poll', async () => {
    await leaveInOutbox('Dejado por otra instancia')
    await until(
      'the poll sends it',
      async () => (await outboxStatus('Dejado por otra instancia'))[0] === 'sent',
      OUTBOX.pollIntervalMs + 10_000,
    )
    expect(subjects()).toContain('Dejado por otra instancia')
  })

  it('sends a mail enqueued by the site at once, without waiting for the poll: the worker is the one enqueuers find', async () => {
    // Just after a poll: the next one is a whole interval away.
    await leaveInOutbox('Para fijar el ritmo')
    await until('a poll has run', () => subjects().includes('Para fijar el ritmo'), OUTBOX.pollIntervalMs + 10_000)
    const { enqueueMail } = await import('@/mail/enqueueMail')
    const queuedAt = performance.now()
    await enqueueMail(payload, mail('Aviso de un mensaje nuevo'), { domain: 'revela.test' })
    await until('the kicked worker sends it', () => subjects().includes('Aviso de un mensaje nuevo'))
    expect(performance.now() - queuedAt).toBeLessThan(OUTBOX.pollIntervalMs / 2)
  })

  it('once stopped, polls no more: a mail left in the outbox stays queued', async () => {
    await worker.stop()
    await leaveInOutbox('Después de parar')
    await sleep(OUTBOX.pollIntervalMs + 2000)
    expect(subjects()).not.toContain('Después de parar')
    expect(await outboxStatus('Después de parar')).toEqual(['queued'])
  })
})
