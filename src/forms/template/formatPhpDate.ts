const name = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'UTC' })
const WEEKDAY = name({ weekday: 'long' })
const WEEKDAY_SHORT = name({ weekday: 'short' })
const MONTH = name({ month: 'long' })
const MONTH_SHORT = name({ month: 'short' })

const pad = (n: number): string => String(n).padStart(2, '0')

function englishSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th'
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
}

/**
 * Formats a YYYY-MM-DD date with a PHP date() format, as `[_format_field "…"]` does through
 * WordPress's wp_date(): day and month names in Spanish (the site's locale), the time at midnight.
 * Characters PHP would read as other formats (ISO week, time zone…) are written as they are.
 */
export function formatPhpDate(ymd: string, format: string): string {
  const [year = 0, month = 1, day = 1] = ymd.split('-').map(Number)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const weekday = date.getUTCDay()
  const startOfYear = new Date(0)
  startOfYear.setUTCFullYear(year, 0, 1)
  // Day 0 of the next month is the last of this one; 2001 is not a leap year, February is apart.
  const daysInMonth = month === 2 ? (isLeap(year) ? 29 : 28) : new Date(Date.UTC(2001, month, 0)).getUTCDate()
  const tokens: Record<string, () => string> = {
    d: () => pad(day),
    D: () => WEEKDAY_SHORT.format(date),
    j: () => String(day),
    l: () => WEEKDAY.format(date),
    N: () => String(weekday === 0 ? 7 : weekday),
    S: () => englishSuffix(day),
    w: () => String(weekday),
    z: () => String(Math.round((date.getTime() - startOfYear.getTime()) / 86_400_000)),
    F: () => MONTH.format(date),
    M: () => MONTH_SHORT.format(date),
    m: () => pad(month),
    n: () => String(month),
    t: () => String(daysInMonth),
    L: () => (isLeap(year) ? '1' : '0'),
    Y: () => String(year),
    y: () => pad(year % 100),
    a: () => 'am',
    A: () => 'AM',
    g: () => '12',
    G: () => '0',
    h: () => '12',
    H: () => '00',
    i: () => '00',
    s: () => '00',
  }
  let out = ''
  for (let i = 0; i < format.length; i++) {
    const char = format[i] ?? ''
    if (char === '\\') {
      out += format[++i] ?? ''
      continue
    }
    out += tokens[char]?.() ?? char
  }
  return out
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}
