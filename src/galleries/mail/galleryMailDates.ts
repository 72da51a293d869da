import { LOCALE } from '@/lib/constants'

/** «27 de febrero de 2027», in Madrid's time: how the galleries' mails give a date. */
export const mailDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
})
