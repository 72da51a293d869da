import { ANTISPAM } from '@/lib/constants'

import type { TimingSample } from './types'

// Integers only, and short enough to stay exact: the script only ever sends Date.now() values,
// counts and millisecond differences. Anything else is garbage and reads as absent.
const INTEGER = /^-?\d{1,15}$/

/** An integer field, or undefined; negatives are kept so that the timing rule can see them. */
export function parseInteger(value: string | undefined): number | undefined {
  const trimmed = value?.trim()
  return trimmed && INTEGER.test(trimmed) ? Number(trimmed) : undefined
}

/**
 * A timestamp field, or undefined when it is negative or, for the page-load time, not a plausible
 * Date.now(): without JavaScript `js` keeps the small number the server rendered into it.
 */
export function parseTimestamp(value: string | undefined, min = 0): number | undefined {
  const number = parseInteger(value)
  return number !== undefined && number >= min ? number : undefined
}

/**
 * A sampled list, `a[,b];` per entry (reference §6). Unreadable entries are skipped, and at most
 * as many entries as the script sends are read, so a huge forged field costs nothing.
 */
export function parseSamples(value: string | undefined): TimingSample[] {
  const samples: TimingSample[] = []
  for (const entry of (value ?? '').split(';', ANTISPAM.maxTimingEntries + 1)) {
    if (samples.length === ANTISPAM.maxTimingEntries) break
    const parts = entry.split(',')
    if (parts.length > 2) continue
    const duration = parseInteger(parts[0])
    const gap = parts.length === 2 ? parseInteger(parts[1]) : undefined
    if (duration === undefined || (parts.length === 2 && gap === undefined)) continue
    samples.push(gap === undefined ? { duration } : { duration, gap })
  }
  return samples
}

/** The `;`-joined key indexes of `bmk` and `bck`, capped like the sampled lists. */
export function parseIndexes(value: string | undefined): number[] {
  const indexes: number[] = []
  for (const entry of (value ?? '').split(';', ANTISPAM.maxTimingEntries + 1)) {
    const index = parseInteger(entry)
    if (index !== undefined && indexes.length < ANTISPAM.maxTimingEntries) indexes.push(index)
  }
  return indexes
}
