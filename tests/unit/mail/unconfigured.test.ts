import { describe, expect, it, vi } from 'vitest'

import { rig, T0 } from './helpers'

describe('outbox without SMTP_URL', () => {
  it('keeps every message queued, claims none, and says it is not configured', async () => {
    const { store, worker, clock, logs, enqueue } = rig(null)
    const claimDue = vi.spyOn(store, 'claimDue')
    const { id } = await enqueue()
    clock.advance(1000)
    await enqueue()

    worker.start()
    worker.kick()
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    await worker.stop()

    expect(claimDue).not.toHaveBeenCalled()
    expect(store.get(id)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(await worker.status()).toEqual({ configured: false, queued: 2, failed: 0, oldestQueuedAt: T0 })
    expect(logs).toEqual([expect.stringMatching(/SMTP_URL is not set.*stays queued/)])
  })
})
