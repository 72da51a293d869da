import type { Payload } from 'payload'

import { COMMENTS, DEFAULT_COMMENT_DATA_RETENTION_MONTHS } from '@/lib/commentLimits'
import { DEFAULT_CONSENT_RETENTION_MONTHS } from '@/privacy/consentLimits'
import { DEFAULT_SUBMISSION_RETENTION_MONTHS } from '@/lib/formLimits'
import { siteSettings } from '@/settings/siteSettings'

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment before which submissions are too old to keep: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes the submissions older than the studio's retention period (and, through the collection's
 * hook, their files), and the mails about them that have left: both hold the visitor's data.
 * Messages held as spam go sooner, after COMMENTS.purgeSpamAfterDays unreleased, as spam comments
 * do, with their held notices. Mails still queued or failed stay, so that nothing is lost unseen.
 * Returns how many submissions went.
 */
export async function purgeOldSubmissions(payload: Payload, now = new Date()): Promise<number> {
  const settings = await siteSettings(payload)
  const months = settings.submissionRetentionMonths || DEFAULT_SUBMISSION_RETENTION_MONTHS
  const cutoff = retentionCutoff(now, months).toISOString()
  const spamCutoff = new Date(now.getTime() - COMMENTS.purgeSpamAfterDays * DAY_MS).toISOString()
  const { docs } = await payload.delete({
    collection: 'form-submissions',
    where: {
      or: [
        { createdAt: { less_than: cutoff } },
        { and: [{ status: { equals: 'spam' } }, { createdAt: { less_than: spamCutoff } }] },
      ],
    },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'outbox',
    where: {
      or: [
        { and: [{ status: { equals: 'sent' } }, { createdAt: { less_than: cutoff } }] },
        { and: [{ status: { equals: 'held' } }, { createdAt: { less_than: spamCutoff } }] },
      ],
    },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Comments' share of the hourly purge (RGPD, and WordPress's emptying of spam and the bin):
 * - the commenter's IP address, browser and anti-spam signals go once the comment is older than the
 *   studio's period, counted from the comment's date (when they were collected); the comment stays;
 * - comments left in spam or the bin for COMMENTS.purgeSpamAfterDays are deleted, counted from their
 *   last change (the move to spam or the bin, or their arrival as spam), with the notices held back
 *   for them. Replies to them stay, with no parent: the database sets it to null.
 */
export async function purgeCommentData(
  payload: Payload,
  now = new Date(),
): Promise<{ cleared: number; deleted: number }> {
  // Deleting first: clearing a comment's data counts as a change and would postpone its deletion.
  const { docs: deleted } = await payload.delete({
    collection: 'comments',
    where: {
      and: [
        { status: { in: ['spam', 'trash'] } },
        { updatedAt: { less_than: new Date(now.getTime() - COMMENTS.purgeSpamAfterDays * DAY_MS).toISOString() } },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  // The notices held back for them (spam is never announced) would otherwise wait for ever.
  if (deleted.length)
    await payload.delete({
      collection: 'outbox',
      where: {
        and: [
          { status: { equals: 'held' } },
          { 'source.kind': { equals: 'comment' } },
          { 'source.documentId': { in: deleted.map((c) => String(c.id)) } },
        ],
      },
      overrideAccess: true,
    })
  const settings = await siteSettings(payload)
  const months = settings.commentDataRetentionMonths || DEFAULT_COMMENT_DATA_RETENTION_MONTHS
  const { docs: cleared } = await payload.update({
    collection: 'comments',
    where: {
      and: [
        { date: { less_than: retentionCutoff(now, months).toISOString() } },
        { or: [{ ip: { exists: true } }, { userAgent: { exists: true } }, { signals: { exists: true } }] },
      ],
    },
    data: { ip: null, userAgent: null, signals: null },
    depth: 0,
    overrideAccess: true,
  })
  return { cleared: cleared.length, deleted: deleted.length }
}

/**
 * Deletes the proofs of consent older than the studio's period (Ajustes del sitio → Analítica y
 * cookies). By then the banner has asked that browser again, so a newer record proves its choice.
 * Returns how many went.
 */
export async function purgeConsentRecords(payload: Payload, now = new Date()): Promise<number> {
  const settings = await siteSettings(payload)
  const months = settings.consentRetentionMonths || DEFAULT_CONSENT_RETENTION_MONTHS
  const { docs } = await payload.delete({
    collection: 'consent-records',
    where: { createdAt: { less_than: retentionCutoff(now, months).toISOString() } },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
