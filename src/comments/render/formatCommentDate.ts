import { LOCALE } from '@/lib/constants'

import { COMMENT_TEXTS } from './texts'

const TIME_ZONE = 'Europe/Madrid'
const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const time = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
})

/** A comment's date as WordPress shows it in Spanish, «22 de noviembre de 2026 a las 10:05», in the studio's time zone. */
export function formatCommentDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return COMMENT_TEXTS.dateAtTime(day.format(date), time.format(date))
}
