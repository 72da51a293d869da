import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'
import { nodemailerTransport } from '@/mail/nodemailerTransport'

import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'
import { rig } from './helpers'

describe('outbox permanent failures', () => {
  let smtp: SmtpTestServer
  beforeEach(async () => {
    smtp = await startSmtpTestServer()
  })
  afterEach(async () => {
    await smtp.stop()
  })

  it('marks a message the server refuses with 550 as failed, and never tries it again', async () => {
    smtp.behave(550)
    const { store, worker, clock, logs, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue()
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 })
    expect(store.get(id)).toMatchObject({ status: 'failed', attempts: 1, leaseUntil: undefined })
    expect(store.get(id)?.lastError).toMatch(/rechazó el mensaje \(550 .*revisa la dirección/)
    expect(logs).toEqual([expect.stringMatching(/failed for good.*550.*requeue/)])

    const connections = smtp.connections
    smtp.behave('accept')
    clock.advance(OUTBOX.maxRetryMs * 10)
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.connections).toBe(connections)
    expect(smtp.received).toHaveLength(0)
  })

  it('fails an address that is not one at once', async () => {
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue({ to: ['esto no es una dirección'] })
    expect(await worker.drainOnce()).toMatchObject({ failed: 1 })
    expect(store.get(id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(store.get(id)?.lastError).toMatch(/no es válida/)
  })

  it('fails a message whose attachment is gone', async () => {
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue({ attachments: [{ filename: 'book.pdf', path: '/nonexistent/book.pdf' }] })
    expect(await worker.drainOnce()).toMatchObject({ failed: 1 })
    expect(store.get(id)?.lastError).toMatch(/Falta un fichero adjunto/)
  })
})
