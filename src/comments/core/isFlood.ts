import { COMMENTS } from '@/lib/commentLimits'

type Instant = Date | number | string

const ms = (t: Instant) => (t instanceof Date ? t.getTime() : typeof t === 'string' ? Date.parse(t) : t)

/**
 * wp_check_comment_flood(): the same visitor's previous comment came less than the interval ago.
 * A previous comment dated in the future (clock skew) counts as too recent, as in WordPress.
 */
export function isFlood(
  lastAt: Instant | null | undefined,
  now: Instant,
  intervalMs: number = COMMENTS.floodIntervalMs,
): boolean {
  if (lastAt == null) return false
  const last = ms(lastAt)
  if (Number.isNaN(last)) return false
  return ms(now) - last < intervalMs
}
