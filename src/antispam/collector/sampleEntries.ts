import { ANTISPAM } from '@/lib/constants'

import { type Entry, formatEntry } from './formatEntry'

/**
 * At most `limit` consecutive entries from a random starting point, formatted for a hidden field.
 * The starting point is Akismet's formula taken literally, `max(0, floor(random × length − limit))`,
 * which favours the start of long lists; keeping it means the server sees what it expects.
 */
export function sampleEntries(
  entries: readonly Entry[],
  random: () => number,
  limit: number = ANTISPAM.maxTimingEntries,
): string {
  if (entries.length === 0) return ''
  const start = Math.max(0, Math.floor(random() * entries.length - limit))
  return entries
    .slice(start, start + limit)
    .map(formatEntry)
    .join('')
}
