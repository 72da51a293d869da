import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { keptPerPayload } from '@/settings/keptPerPayload'

describe('keptPerPayload (the settings and the front page, read once a second)', () => {
  afterEach(() => vi.useRealTimers())
  const sqlite = {} as Payload
  const postgres = {} as Payload

  it('reads once for the callers of one second, apart per Payload, again once forgotten or stale', async () => {
    vi.useFakeTimers()
    let reads = 0
    const kept = keptPerPayload(async () => ++reads, 1000)
    expect(await Promise.all([kept.get(sqlite), kept.get(sqlite)])).toEqual([1, 1])
    expect(await kept.get(postgres)).toBe(2)
    kept.forget(sqlite)
    expect(await kept.get(sqlite)).toBe(3)
    vi.advanceTimersByTime(1000)
    expect(await kept.get(sqlite)).toBe(4)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const kept = keptPerPayload(async () => {
      if (fail) throw new Error('la base de datos no responde')
      return 'ok'
    }, 60_000)
    await expect(kept.get(sqlite)).rejects.toThrow('no responde')
    fail = false
    expect(await kept.get(sqlite)).toBe('ok')
  })
})
