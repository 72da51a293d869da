import { LOCALE } from './constants'
import { STUDIO_TIME_ZONE } from './localDateTime'

const long = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STUDIO_TIME_ZONE,
})

/** "14 de mayo de 2024", in the studio's time zone. */
export const formatDate = (iso: string): string => long.format(new Date(iso))
