import type { Clock } from '@/antispam/collector/Clock'

/** A clock the test moves by hand; due callbacks run in time order, each at its own time. */
export function manualClock(start = 0) {
  let now = start
  let timers: { at: number; callback: () => void }[] = []
  const clock: Clock = {
    now: () => now,
    schedule(callback, ms) {
      const timer = { at: now + ms, callback }
      timers.push(timer)
      return () => {
        timers = timers.filter((t) => t !== timer)
      }
    },
  }
  const advance = (ms: number) => {
    const end = now + ms
    for (;;) {
      const next = [...timers].sort((a, b) => a.at - b.at)[0]
      if (!next || next.at > end) break
      timers = timers.filter((t) => t !== next)
      now = next.at
      next.callback()
    }
    now = end
  }
  return { clock, advance, pending: () => timers.length }
}
