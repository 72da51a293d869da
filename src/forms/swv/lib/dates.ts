/** YYYY-MM-DD with a year of four or more digits (HTML's date syntax, as CF7 checks it). */
export const DATE_PATTERN = /^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/

/**
 * The UTC midnight of a YYYY-MM-DD string, or undefined unless it is a real (proleptic Gregorian)
 * calendar date within JS's Date range (up to 275760-09-13). Stricter than V8's `new Date()`, which
 * rolls 2023-02-30 over to March: the product asks for real dates, as PHP's checkdate() does.
 */
export function parseIsoDate(text: string): Date | undefined {
  const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999. A rolled-over day
  // (Feb 30 → Mar 2) changes the month; a date out of range reads back NaN: both fail the round trip.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return sameDay ? date : undefined
}

/** ISO weekday, 1 = Monday … 7 = Sunday, read with UTC getters so that the browser's zone is moot. */
export const isoWeekday = (date: Date): number => date.getUTCDay() || 7
