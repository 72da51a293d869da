import type { Payload } from 'payload'

import { DEFAULT_SUBMISSION_RETENTION_MONTHS } from '@/lib/constants'

/** The moment before which submissions are too old to keep: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes the submissions older than the studio's retention period (and, through the collection's
 * hook, their files). Returns how many went.
 */
export async function purgeOldSubmissions(payload: Payload, now = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const months = settings.submissionRetentionMonths || DEFAULT_SUBMISSION_RETENTION_MONTHS
  const { docs } = await payload.delete({
    collection: 'form-submissions',
    where: { createdAt: { less_than: retentionCutoff(now, months).toISOString() } },
    overrideAccess: true,
  })
  return docs.length
}
