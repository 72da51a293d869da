/**
 * How the admin writes dates, as Spain does: «14 de mayo de 2024, 8:00» (date-fns patterns, read
 * with Payload's Spanish locale). One place for the lists (admin.dateFormat) and every date field.
 */
export const ADMIN_DATE_TIME = "d 'de' MMMM 'de' yyyy, H:mm"
export const ADMIN_DATE_TIME_SECONDS = "d 'de' MMMM 'de' yyyy, H:mm:ss"

/** A date field's picker with the day and the time, shown in those words. */
export const dayAndTime = { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME } as const

/** A date field's picker with the day alone (a session's day, an expiry), shown in those words. */
export const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: "d 'de' MMMM 'de' yyyy" } as const
