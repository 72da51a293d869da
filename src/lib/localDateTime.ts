import { LOCALE } from './constants'

/** The studio's clock: every date an editor reads is Madrid's, whatever the server's zone. */
export const STUDIO_TIME_ZONE = 'Europe/Madrid'

const readable = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: STUDIO_TIME_ZONE,
})
const cells = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STUDIO_TIME_ZONE,
})

const valid = (value: string | Date) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** «14 de mayo de 2024, 8:00», in Madrid's time. An unreadable value comes back as written. */
export function readableDateTime(value: string | Date): string {
  const date = valid(value)
  if (!date) return String(value)
  const parts = readable.formatToParts(date)
  const day = parts.slice(0, parts.findIndex((p) => p.type === 'year') + 1)
  const time = parts.filter(
    (p) => p.type === 'hour' || p.type === 'minute' || (p.type === 'literal' && p.value === ':'),
  )
  return `${day.map((p) => p.value).join('')}, ${time.map((p) => p.value).join('')}`
}

/**
 * «14/05/2024 08:00», in Madrid's time: what a spreadsheet set to Spanish reads as a date and time
 * (no comma, which Excel would not parse). An unreadable value comes back as written.
 */
export function spreadsheetDateTime(value: string | Date): string {
  const date = valid(value)
  if (!date) return String(value)
  const p = Object.fromEntries(cells.formatToParts(date).map((part) => [part.type, part.value]))
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

const wall = new Intl.DateTimeFormat('en-US', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** The instant the studio's clock shows that date and time (a camera's clock, WordPress's archive days). */
export function studioWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const target = Date.UTC(year, month - 1, day, hour, minute, second)
  let t = target
  // Twice: the zone's offset at the guess may differ from the offset at the answer (a change of time in between).
  for (let i = 0; i < 2; i++) {
    const p = Object.fromEntries(wall.formatToParts(new Date(t)).map((part) => [part.type, Number(part.value)]))
    const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
    t = target - (shown - t)
  }
  return new Date(t)
}
