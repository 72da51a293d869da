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
 * hook, their files), and the mails about them that have left: both hold the visitor's data.
 * Mails still queued or failed stay, so that nothing is lost unseen. Returns how many submissions went.
 */
export async function purgeOldSubmissions(payload: Payload, now = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const months = settings.submissionRetentionMonths || DEFAULT_SUBMISSION_RETENTION_MONTHS
  const cutoff = retentionCutoff(now, months).toISOString()
  const { docs } = await payload.delete({
    collection: 'form-submissions',
    where: { createdAt: { less_than: cutoff } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'outbox',
    where: { and: [{ status: { equals: 'sent' } }, { createdAt: { less_than: cutoff } }] },
    overrideAccess: true,
  })
  return docs.length
}
