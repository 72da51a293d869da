/**
 * «Nuevos» on the dashboard: messages received in the last week. Messages have no read mark (that
 * would be a new field); a week is what a studio checking in now and then has not yet seen.
 */
export const NEW_MESSAGE_DAYS = 7

/** The inbox list filtered to them, in the form Payload's list view reads from the address. */
export function newMessagesQuery(since: Date): string {
  const params = new URLSearchParams()
  params.set('where[and][0][status][equals]', 'received')
  params.set('where[and][1][createdAt][greater_than_equal]', since.toISOString())
  return `?${params}`
}
