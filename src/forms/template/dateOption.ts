/** The studio's time zone: "today" in a date option means today in Madrid, as WordPress would. */
export const SITE_TIME_ZONE = 'Europe/Madrid'

const ABSOLUTE = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/
// A subset of what PHP's date_create() reads, with `_` standing for the spaces an option cannot hold:
// today, tomorrow, yesterday, optionally followed by +N/-N days, weeks, months or years.
const RELATIVE = /^(today|tomorrow|yesterday)?\s*(?:([+-])\s*([0-9]+)\s*(day|week|month|year)s?)?$/i
const BASE_SHIFT: Record<string, number> = { today: 0, tomorrow: 1, yesterday: -1 }

/** Whether `value` is YYYY-MM-DD (4+ digit year) naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = ABSOLUTE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = utcDate(year, month, day)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Resolves a `min:`/`max:` date option to YYYY-MM-DD, relative forms against `today`; `undefined`
 * when it is neither a real date nor a relative form this reads.
 */
export function resolveDateOption(option: string, today: string): string | undefined {
  const value = option.replace(/_+/g, ' ').trim()
  if (isCalendarDate(value)) return value
  const match = RELATIVE.exec(value)
  const todayMatch = ABSOLUTE.exec(today)
  if (!match || !todayMatch || (match[1] === undefined && match[2] === undefined)) return undefined

  const date = utcDate(Number(todayMatch[1]), Number(todayMatch[2]), Number(todayMatch[3]))
  date.setUTCDate(date.getUTCDate() + (BASE_SHIFT[(match[1] ?? 'today').toLowerCase()] ?? 0))
  const amount = (match[2] === '-' ? -1 : 1) * Number(match[3] ?? 0)
  // Like PHP, "+1 month" from 31 January overflows into March.
  switch ((match[4] ?? 'day').toLowerCase()) {
    case 'week':
      date.setUTCDate(date.getUTCDate() + 7 * amount)
      break
    case 'month':
      date.setUTCMonth(date.getUTCMonth() + amount)
      break
    case 'year':
      date.setUTCFullYear(date.getUTCFullYear() + amount)
      break
    default:
      date.setUTCDate(date.getUTCDate() + amount)
  }
  return formatYmd(date)
}

// setUTCFullYear rather than Date.UTC, which would read years 0–99 as 1900–1999.
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}

function formatYmd(date: Date): string {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0')
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

/** Today's date as YYYY-MM-DD in `timeZone`. */
export function todayIn(timeZone: string = SITE_TIME_ZONE, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
