import { describe, expect, it } from 'vitest'

import { WriteLock, WriteLockTimeoutError } from '@/db/writeLock'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('WriteLock', () => {
  it('lets one holder in at a time, the others in the order they came', async () => {
    const lock = new WriteLock(1000)
    const order: string[] = []
    const job = (name: string) =>
      lock.run(async () => {
        order.push(`${name}+`)
        await tick()
        order.push(`${name}-`)
      })
    await Promise.all([job('a'), job('b'), job('c')])
    expect(order).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-'])
    expect(lock.busy).toBe(false)
  })

  it('is released when the work fails, and a second release does nothing', async () => {
    const lock = new WriteLock(1000)
    await expect(lock.run(async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla')
    const release = await lock.acquire()
    release()
    release()
    expect(lock.busy).toBe(false)
    await expect(lock.run(async () => 'otra vez')).resolves.toBe('otra vez')
  })

  it('gives up waiting after its timeout with a message that names the likely cause, and the queue goes on', async () => {
    const lock = new WriteLock(50)
    const release = await lock.acquire()
    const waited = lock.acquire()
    await expect(waited).rejects.toBeInstanceOf(WriteLockTimeoutError)
    await expect(waited).rejects.toThrow(/pásale `req`/)
    release()
    await expect(lock.run(async () => 'libre')).resolves.toBe('libre')
  })
})
