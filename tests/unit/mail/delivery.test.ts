import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nodemailerTransport } from '@/mail/nodemailerTransport'

import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'
import { rig } from './helpers'

describe('outbox delivery through a real SMTP server', () => {
  let smtp: SmtpTestServer
  beforeEach(async () => {
    smtp = await startSmtpTestServer()
  })
  afterEach(async () => {
    await smtp.stop()
  })

  it('delivers a queued message once, with the Message-ID fixed at enqueue', async () => {
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url))
    const queued = await enqueue({
      cc: ['archivo@revela.test'],
      attachments: [
        { filename: 'presupuesto.txt', content: Buffer.from('120 €').toString('base64'), contentType: 'text/plain' },
      ],
    })
    expect(queued.messageId).toMatch(/^<[0-9a-f-]{36}@revela\.test>$/)

    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.messageId).toBe(queued.messageId)
    expect(mail.subject).toBe('Nuevo mensaje: sesión de fotos')
    expect(mail.recipients).toEqual(['estudio@revela.test', 'archivo@revela.test'])
    expect(mail.headers.get('reply-to')).toBe('lucia@cliente.test')
    expect(mail.raw).toContain('filename=presupuesto.txt')

    expect(store.get(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      leaseUntil: undefined,
      lastError: undefined,
    })
    expect(store.get(queued.id)?.smtpResponse).toMatch(/^250 /)
    expect(store.get(queued.id)?.sentAt).toBeInstanceOf(Date)
  })

  it('sends right after kick(), without waiting for the poll', async () => {
    const { worker, enqueue } = rig(nodemailerTransport(smtp.url))
    await enqueue()
    worker.kick()
    worker.kick()
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    await worker.stop()
    expect(smtp.received).toHaveLength(1)
  })

  it('drains on start() and stops cleanly', async () => {
    const { store, worker, enqueue } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue()
    worker.start()
    await vi.waitFor(() => expect(store.get(id)?.status).toBe('sent'))
    await worker.stop()
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps a recipient the server refused visible while the others get the mail', async () => {
    smtp.rejectRecipient('nadie@revela.test')
    const { store, worker, enqueue, logs } = rig(nodemailerTransport(smtp.url))
    const { id } = await enqueue({ to: ['estudio@revela.test', 'nadie@revela.test'] })
    expect(await worker.drainOnce()).toMatchObject({ sent: 1 })
    expect(smtp.received[0]?.recipients).toEqual(['estudio@revela.test'])
    expect(store.get(id)).toMatchObject({ status: 'sent', lastError: expect.stringContaining('nadie@revela.test') })
    expect(logs).toHaveLength(1)
  })
})
