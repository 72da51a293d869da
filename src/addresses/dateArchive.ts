import { LOCALE } from '@/lib/constants'
import { studioWallTime } from '@/lib/localDateTime'

/** The internal route that draws date archives; the proxy rewrites their addresses to it. */
export const DATE_ARCHIVE_ROUTE = '/wp-date'

/** A WordPress date archive: a year, a month of it or a day (`/2024/`, `/2024/03/`, `/2024/03/15/`). */
export type Period = { year: number; month?: number; day?: number }

const DATE_PATH = /^\/(\d{4})\/(?:(\d{2})\/(?:(\d{2})\/)?)?(?:page\/(\d{1,4})\/)?$/

/**
 * The date archive and page a path asks for (`/2024/03/page/2/`), or null when the path is not one
 * or names no real date (`/2024/13/`, `/2023/02/29/`).
 */
export function parseDateArchivePath(pathname: string): { period: Period; page: number } | null {
  const match = DATE_PATH.exec(pathname)
  if (!match) return null
  const period = toPeriod(
    Number(match[1]),
    match[2] ? Number(match[2]) : undefined,
    match[3] ? Number(match[3]) : undefined,
  )
  const page = match[4] ? Number(match[4]) : 1
  return period && page >= 1 ? { period, page } : null
}

function toPeriod(year: number, month?: number, day?: number): Period | null {
  if (year < 1000) return null
  if (month === undefined) return { year }
  if (month < 1 || month > 12) return null
  if (day === undefined) return { year, month }
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The period as one route segment (`2024`, `2024-03`, `2024-03-15`) and back. */
export const periodKey = (p: Period) =>
  [p.year, p.month, p.day]
    .filter((n) => n !== undefined)
    .map((n, i) => (i === 0 ? String(n) : pad(n!)))
    .join('-')
export function parsePeriodKey(key: string): Period | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(key)
  return match
    ? toPeriod(Number(match[1]), match[2] ? Number(match[2]) : undefined, match[3] ? Number(match[3]) : undefined)
    : null
}

/** The archive's address, as WordPress makes it, with its page. */
export const dateArchivePath = (p: Period, page = 1) =>
  `/${[p.year, p.month, p.day]
    .filter((n) => n !== undefined)
    .map((n, i) => (i === 0 ? String(n) : pad(n!)))
    .join('/')}/${page > 1 ? `page/${page}/` : ''}`

/** The instant the studio's clock shows midnight of that day (WordPress dates its archives by the site's time). */
const studioMidnight = (year: number, month: number, day: number): Date => studioWallTime(year, month, day)

/** The period's first instant and the next period's, in the studio's time. */
export function periodRange(p: Period): { from: Date; to: Date } {
  const from = studioMidnight(p.year, p.month ?? 1, p.day ?? 1)
  const to = p.day
    ? studioMidnight(p.year, p.month!, p.day + 1)
    : p.month
      ? studioMidnight(p.year, p.month + 1, 1)
      : studioMidnight(p.year + 1, 1, 1)
  return { from, to }
}

/** «2024», «marzo de 2024», «15 de marzo de 2024». */
export function periodTitle(p: Period): string {
  const date = new Date(Date.UTC(p.year, (p.month ?? 1) - 1, p.day ?? 1, 12))
  if (p.day)
    return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    )
  if (p.month) return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
  return String(p.year)
}
