import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'
import { memoryOutboxStore } from '@/mail/memoryOutboxStore'
import { nodemailerTransport } from '@/mail/nodemailerTransport'

import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'
import { fakeClock, rig } from './helpers'

describe('outbox: never sent twice', () => {
  let smtp: SmtpTestServer
  beforeEach(async () => {
    smtp = await startSmtpTestServer()
  })
  afterEach(async () => {
    await smtp.stop()
  })

  it('two workers draining the same store send each message once', async () => {
    const store = memoryOutboxStore()
    const clock = fakeClock()
    const a = rig(nodemailerTransport(smtp.url), store, clock)
    const b = rig(nodemailerTransport(smtp.url), store, clock)
    const queued = await Promise.all(Array.from({ length: 20 }, (_, i) => a.enqueue({ subject: `Mensaje ${i}` })))

    const [ra, rb] = await Promise.all([a.worker.drainOnce(), b.worker.drainOnce()])
    expect(ra.sent + rb.sent).toBe(20)
    const ids = smtp.received.map((m) => m.messageId)
    expect(ids).toHaveLength(20)
    expect(new Set(ids)).toEqual(new Set(queued.map((m) => m.messageId)))
    expect(store.all().every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true)
  })

  it('a message left "sending" by a process that died goes out after the lease, with the same Message-ID', async () => {
    const { store, worker, clock, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id, messageId } = await enqueue()
    // Another process claims it and dies before sending.
    await store.claimDue(clock.now(), OUTBOX.leaseMs, 1)

    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    clock.advance(OUTBOX.leaseMs)
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageId])
    expect(store.get(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('does not resend when recording a success fails: the message stays leased, not retried', async () => {
    const { store, worker, logs, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue()
    const markSent = store.markSent
    store.markSent = () => Promise.reject(new Error('database is locked'))

    worker.kick()
    await worker.stop()
    expect(logs).toEqual([expect.stringMatching(/drain stopped.*database is locked/)])
    expect(store.get(id)).toMatchObject({ status: 'sending', attempts: 1 })

    store.markSent = markSent
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })
})
