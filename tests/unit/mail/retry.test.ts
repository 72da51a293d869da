import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'
import { nodemailerTransport } from '@/mail/nodemailerTransport'
import { requeued } from '@/mail/requeued'

import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'
import { rig } from './helpers'

describe('outbox retries while SMTP is down or slow', () => {
  let smtp: SmtpTestServer
  beforeEach(async () => {
    smtp = await startSmtpTestServer()
  })
  afterEach(async () => {
    await smtp.stop()
  })

  it('keeps the message queued while the server is down, then delivers it exactly once', async () => {
    const { store, worker, clock, logs, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id, messageId } = await enqueue()
    await smtp.stop()

    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 })
    const waiting = store.get(id)!
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, leaseUntil: undefined })
    expect(waiting.lastError).toMatch(/no acepta conexiones \(ECONNREFUSED\)/)
    expect(waiting.nextAttemptAt.getTime()).toBe(clock.now().getTime() + OUTBOX.firstRetryMs)
    expect(logs).toEqual([
      expect.stringMatching(new RegExp(`attempt 1 of ${OUTBOX.maxAttempts}.*ECONNREFUSED.*SMTP_URL`)),
    ])

    // Not due yet: a poll before the back-off leaves it alone.
    clock.advance(OUTBOX.firstRetryMs - 1)
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(store.get(id)?.attempts).toBe(1)

    await smtp.restart()
    clock.advance(1)
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageId])
    expect(store.get(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: undefined })
  })

  it.each([421, 451] as const)('retries when the server answers %i (try again later)', async (code) => {
    smtp.behave(code)
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue()
    expect(await worker.drainOnce()).toMatchObject({ retried: 1 })
    expect(store.get(id)).toMatchObject({ status: 'queued', lastError: expect.stringContaining(`${code} `) })
    expect(smtp.received).toHaveLength(0)
  })

  it('retries when the server is too slow to answer', async () => {
    smtp.behave('hang')
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url, { timeoutMs: 200 }))
    const { id } = await enqueue()
    expect(await worker.drainOnce()).toMatchObject({ retried: 1 })
    expect(store.get(id)?.lastError).toMatch(/no respondió/)
  })

  it(`gives up after ${OUTBOX.maxAttempts} temporary failures, and an editor can requeue it`, async () => {
    await smtp.stop()
    const { store, worker, clock, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id, messageId } = await enqueue()
    for (let attempt = 1; attempt < OUTBOX.maxAttempts; attempt++) {
      expect(await worker.drainOnce()).toMatchObject({ retried: 1 })
      clock.set(store.get(id)!.nextAttemptAt)
    }
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 })
    expect(store.get(id)).toMatchObject({ status: 'failed', attempts: OUTBOX.maxAttempts })
    expect(store.get(id)?.lastError).toMatch(new RegExp(`^Sin éxito tras ${OUTBOX.maxAttempts} intentos`))

    clock.advance(OUTBOX.maxRetryMs * 10)
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })

    await smtp.restart()
    store.patch(id, requeued(clock.now()))
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageId])
  })
})
