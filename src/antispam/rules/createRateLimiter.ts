import { SPAM_RULES } from '@/lib/constants'

export type RateLimiterOptions = {
  /** Hits allowed per key within any window of `windowMs`. */
  limit: number
  windowMs: number
  now?: () => number
  /** Keys remembered at most; the least recently seen is forgotten first. */
  maxKeys?: number
}

export type RateLimitResult = { allowed: boolean; retryAfterS: number }

export type RateLimiter = { hit(key: string): RateLimitResult }

/**
 * A sliding-window limiter (e.g. posts per IP address) kept in memory. Each key holds at most
 * `limit` timestamps and at most `maxKeys` keys are held, so a flood from many addresses costs
 * bounded memory; the price is that a key evicted under such a flood starts afresh. Refused hits
 * are not recorded, so a client that keeps trying is let in as soon as its oldest hit expires.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = SPAM_RULES.rateLimitMaxKeys,
}: RateLimiterOptions): RateLimiter {
  // Insertion order is kept as "least recently hit first" by re-inserting a key on every hit.
  const hits = new Map<string, number[]>()

  return {
    hit(key) {
      const time = now()
      const since = time - windowMs
      const recent = (hits.get(key) ?? []).filter((at) => at > since)
      hits.delete(key)
      forgetIdle(hits, since)
      const oldest = recent[0]
      if (recent.length >= limit && oldest !== undefined) {
        hits.set(key, recent)
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)) }
      }
      if (limit <= 0) return { allowed: false, retryAfterS: Math.ceil(windowMs / 1000) }
      recent.push(time)
      if (hits.size >= maxKeys) hits.delete(hits.keys().next().value as string)
      hits.set(key, recent)
      return { allowed: true, retryAfterS: 0 }
    },
  }
}

/** Drops keys whose last hit left the window; they sit at the front, so this stops early. */
function forgetIdle(hits: Map<string, number[]>, since: number) {
  for (const [key, times] of hits) {
    if ((times.at(-1) ?? -Infinity) > since) return
    hits.delete(key)
  }
}
