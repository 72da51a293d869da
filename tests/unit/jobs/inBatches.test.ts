import { describe, expect, it } from 'vitest'

import { inBatches, PURGE_BATCH } from '@/jobs/inBatches'

describe('inBatches', () => {
  it('goes on while each batch is full, and adds up what they handled', async () => {
    let left = PURGE_BATCH * 2 + 7
    let batches = 0
    const total = await inBatches(async () => {
      batches++
      const handled = Math.min(left, PURGE_BATCH)
      left -= handled
      return handled
    })
    expect(total).toBe(PURGE_BATCH * 2 + 7)
    expect(batches).toBe(3)
    expect(left).toBe(0)
  })

  it('stops when a batch handles nothing, so a document it cannot change is not asked about for ever', async () => {
    let batches = 0
    expect(
      await inBatches(async () => {
        batches++
        return 0
      }),
    ).toBe(0)
    expect(batches).toBe(1)
  })

  it('lets other work run between two batches', async () => {
    const order: string[] = []
    let calls = 0
    const done = inBatches(async () => {
      order.push(`batch ${++calls}`)
      return calls < 3 ? PURGE_BATCH : 0
    })
    setImmediate(() => order.push('a request'))
    await done
    expect(order.indexOf('a request')).toBeGreaterThan(0)
    expect(order.indexOf('a request')).toBeLessThan(order.length - 1)
  })
})
