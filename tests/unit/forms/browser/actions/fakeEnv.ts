import type { BrowserEnv } from '@/forms/browser'

/** A manual clock plus recorded navigation: the env the action code receives, made observable. */
export function fakeEnv() {
  let now = 0
  let nextId = 1
  const timers: { id: number; at: number; callback: () => void }[] = []
  const log: string[] = []
  const env: Pick<BrowserEnv, 'setTimeout' | 'clearTimeout' | 'navigate' | 'open'> = {
    setTimeout(callback, ms) {
      const id = nextId++
      timers.push({ id, at: now + ms, callback })
      return id
    },
    clearTimeout(id) {
      const i = timers.findIndex((t) => t.id === id)
      if (i >= 0) timers.splice(i, 1)
    },
    navigate: (url) => log.push(`${now} navigate ${url}`),
    open: (url) => log.push(`${now} open ${url}`),
  }
  /** Runs every timer due within `ms`, in time order, each at its own time. */
  const advance = (ms: number) => {
    const end = now + ms
    for (;;) {
      timers.sort((a, b) => a.at - b.at)
      const next = timers[0]
      if (!next || next.at > end) break
      timers.shift()
      now = next.at
      next.callback()
    }
    now = end
  }
  return { env, log, advance, pending: () => timers.length, record: (entry: string) => log.push(`${now} ${entry}`) }
}
