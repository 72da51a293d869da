import type { SpentTokenStore } from './SpentTokenStore'

/** A SpentTokenStore in memory: for tests and a single process; forgets ids once they expire. */
export function memorySpentTokenStore(now: () => number = Date.now): SpentTokenStore {
  const spent = new Map<string, number>()
  return {
    async consume(id, expiresAt) {
      const time = now()
      // Pruning on write keeps the map as small as the number of live tokens, without a timer.
      for (const [key, expiry] of spent) if (expiry <= time) spent.delete(key)
      if (spent.has(id)) return false
      spent.set(id, expiresAt.getTime())
      return true
    },
  }
}
