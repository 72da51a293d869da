import type { CollectionAfterErrorHook } from 'payload'

/**
 * A refused upload (checkUploadLimits, or Payload's own file-size limit, worded in Spanish in the
 * config) answered with its own words, as a top-level `message` the admin shows whole. Payload would
 * otherwise word it from the error's class, which the production build minifies away: the admin
 * then said "An unknown error occurred." for every refusal.
 */
export const answerRefusals: CollectionAfterErrorHook = ({ error }) => {
  const status = (error as Error & { status?: number }).status
  if ((status !== 413 && status !== 415) || !error.message) return
  return { status, response: { message: error.message, errors: [{ message: error.message }] } }
}
