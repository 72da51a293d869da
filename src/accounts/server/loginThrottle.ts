import { loginDelay } from '@/accounts/core/loginDelay'
import { LOGIN_THROTTLE } from '@/accounts/core/accountLimits'

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

/** The process's throttle for the admin's login. */
export const loginThrottle = createLoginThrottle()
