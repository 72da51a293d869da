/**
 * A date as the ZIP headers' MS-DOS date and time fields, from its UTC fields: the archive must be
 * the same bytes on every instance whatever its time zone (a resumed download may reach another
 * one). The exact UTC time travels in the extended timestamp field too, which Info-ZIP, 7-Zip and
 * macOS read; Windows' own extractor shows these fields as local time. DOS dates run 1980–2107.
 */
export function dosDateTime(date: Date): { date: number; time: number } {
  const ms = Math.min(Math.max(date.getTime() || 0, Date.UTC(1980, 0, 1)), Date.UTC(2107, 11, 31, 23, 59, 58))
  const d = new Date(ms)
  return {
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
  }
}

/** Seconds since 1970 for the extended timestamp field (an unsigned 32-bit field kept below 2038's sign bit). */
export function unixSeconds(date: Date): number {
  return Math.min(Math.max(Math.floor((date.getTime() || 0) / 1000), 0), 0x7fffffff)
}
