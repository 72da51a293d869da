import { describe, expect, it } from 'vitest'

import { OUTBOX } from '@/mail/outboxLimits'
import { memoryOutboxStore } from '@/mail/memoryOutboxStore'
import { queuedMessage } from '@/mail/queuedMessage'

import { T0, draft } from './helpers'

const at = (ms: number) => new Date(T0.getTime() + ms)

describe('memoryOutboxStore', () => {
  it('leases a due message to one caller and counts the attempt', async () => {
    const store = memoryOutboxStore()
    const { id } = await store.enqueue(queuedMessage(draft(), { now: T0, domain: 'revela.test' }))
    const [claimed] = await store.claimDue(T0, OUTBOX.leaseMs, 10)
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1, leaseUntil: at(OUTBOX.leaseMs) })
    expect(await store.claimDue(T0, OUTBOX.leaseMs, 10)).toEqual([])
    expect(await store.claimDue(at(OUTBOX.leaseMs - 1), OUTBOX.leaseMs, 10)).toEqual([])
  })

  it('gives a message back once the lease of a process that died has run out', async () => {
    const store = memoryOutboxStore()
    await store.enqueue(queuedMessage(draft(), { now: T0, domain: 'revela.test' }))
    await store.claimDue(T0, OUTBOX.leaseMs, 1)
    const [again] = await store.claimDue(at(OUTBOX.leaseMs), OUTBOX.leaseMs, 1)
    expect(again).toMatchObject({ status: 'sending', attempts: 2 })
  })

  it('claims nothing before it is due, and the earliest first', async () => {
    const store = memoryOutboxStore()
    const later = await store.enqueue(
      queuedMessage(draft({ subject: 'después' }), { now: at(5000), domain: 'revela.test' }),
    )
    const sooner = await store.enqueue(
      queuedMessage(draft({ subject: 'antes' }), { now: at(1000), domain: 'revela.test' }),
    )
    expect(await store.claimDue(T0, OUTBOX.leaseMs, 10)).toEqual([])
    expect((await store.claimDue(at(9000), OUTBOX.leaseMs, 1)).map((m) => m.id)).toEqual([sooner.id])
    expect((await store.claimDue(at(9000), OUTBOX.leaseMs, 1)).map((m) => m.id)).toEqual([later.id])
  })

  it('never claims sent or failed messages, and sums up what waits', async () => {
    const store = memoryOutboxStore()
    const a = await store.enqueue(queuedMessage(draft(), { now: T0, domain: 'revela.test' }))
    const b = await store.enqueue(queuedMessage(draft(), { now: at(1), domain: 'revela.test' }))
    await store.enqueue(queuedMessage(draft(), { now: at(2), domain: 'revela.test' }))
    await store.markSent(a.id, { sentAt: T0, response: '250 OK' })
    await store.markFailed(b.id, 'rechazado')
    expect(await store.summary()).toEqual({ queued: 1, failed: 1, oldestQueuedAt: at(2) })
    const claimed = await store.claimDue(at(10), OUTBOX.leaseMs, 10)
    expect(claimed).toHaveLength(1)
    expect(await store.summary()).toEqual({ queued: 1, failed: 1, oldestQueuedAt: at(2) })
  })
})
