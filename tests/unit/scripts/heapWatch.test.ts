import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { watchHeap } from '../../../scripts/heapWatch.mjs'

const MB = 1048576

describe('watchHeap', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says in one line, before the heap is full, what to set, and says it again only after ten minutes', () => {
    const lines: string[] = []
    let used = 100 * MB
    const timer = watchHeap(
      (line: string) => lines.push(line),
      () => ({ used_heap_size: used, heap_size_limit: 384 * MB }),
    )
    vi.advanceTimersByTime(60_000)
    expect(lines).toEqual([])
    used = 370 * MB
    vi.advanceTimersByTime(15_000)
    expect(lines).toEqual([
      '✗ El servidor ha usado casi toda su memoria (370 de 384 MB) y se detendrá si se llena: define REVELA_SERVER_HEAP_MB con más (p. ej. 768) y vuelve a arrancar.',
    ])
    vi.advanceTimersByTime(9 * 60_000)
    expect(lines).toHaveLength(1)
    vi.advanceTimersByTime(60_000)
    expect(lines).toHaveLength(2)
    clearInterval(timer)
  })
})
