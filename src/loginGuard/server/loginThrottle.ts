import type { Redis } from 'ioredis'

import { loginDelay } from '@/loginGuard/core/loginDelay'
import { LOGIN_THROTTLE } from '@/loginGuard/core/accountLimits'
import { redisNamespace } from '@/cluster/redisNamespace.mjs'
import { sharedRedis } from '@/cluster/sharedRedis'

type Entry = { failures: number; lastFailureAt: number }

/**
 * Failed logins per address, in this process's memory (a Map keeps insertion order, so the oldest
 * entry is the first). An address that fails is slowed down, not the account it tried.
 */
export function createLoginThrottle(throttle = LOGIN_THROTTLE) {
  const entries = new Map<string, Entry>()
  const current = (address: string, now: number): Entry | undefined => {
    const entry = entries.get(address)
    if (entry && now - entry.lastFailureAt > throttle.forgetAfterMs) {
      entries.delete(address)
      return undefined
    }
    return entry
  }
  return {
    /** Milliseconds this address must still wait before trying again; 0 when it may try now. */
    waitMs(address: string, now = Date.now()): number {
      const entry = current(address, now)
      if (!entry) return 0
      return Math.max(0, entry.lastFailureAt + loginDelay(entry.failures, throttle) - now)
    },
    failed(address: string, now = Date.now()): void {
      const failures = (current(address, now)?.failures ?? 0) + 1
      entries.delete(address)
      entries.set(address, { failures, lastFailureAt: now })
      if (entries.size > throttle.maxAddresses) entries.delete(entries.keys().next().value!)
    },
    succeeded(address: string): void {
      entries.delete(address)
    },
  }
}

/**
 * The same throttle over the Redis several instances share (REDIS_URL): an address's failures are
 * counted once for all of them, so spreading guesses over the instances gains nothing. Each entry
 * is a hash that Redis forgets LOGIN_THROTTLE.forgetAfterMs after its last failure. The process's
 * own count is kept too and the longer wait wins: while Redis cannot be reached (a failed command
 * costs at most the client's 1 s timeout), each instance still slows down what it sees.
 */
export function createSharedLoginThrottle(
  redis: () => Redis | null,
  throttle = LOGIN_THROTTLE,
  prefix = `${redisNamespace()}login:`,
) {
  const local = createLoginThrottle(throttle)
  const key = (address: string) => prefix + address
  const shared = async <T>(command: (client: Redis) => Promise<T>): Promise<T | undefined> => {
    const client = redis()
    if (!client) return undefined
    try {
      return await command(client)
    } catch {
      // Redis is away (sharedRedis says so in the log once): the process's own count stands in.
      return undefined
    }
  }
  return {
    async waitMs(address: string, now = Date.now()): Promise<number> {
      const [failures, last] = (await shared((client) => client.hmget(key(address), 'failures', 'last'))) ?? []
      const sharedWait =
        failures && last && now - Number(last) <= throttle.forgetAfterMs
          ? Math.max(0, Number(last) + loginDelay(Number(failures), throttle) - now)
          : 0
      return Math.max(sharedWait, local.waitMs(address, now))
    },
    async failed(address: string, now = Date.now()): Promise<void> {
      local.failed(address, now)
      await shared((client) =>
        client
          .multi()
          .hincrby(key(address), 'failures', 1)
          .hset(key(address), 'last', now)
          .pexpire(key(address), throttle.forgetAfterMs)
          .exec(),
      )
    },
    async succeeded(address: string): Promise<void> {
      local.succeeded(address)
      await shared((client) => client.del(key(address)))
    },
  }
}

/** The admin login's throttle: shared by every instance with REDIS_URL, the process's own without. */
export const loginThrottle = createSharedLoginThrottle(sharedRedis)
