import type { CollectionSlug, Payload, Where } from 'payload'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { COMMENTS, DEFAULT_COMMENT_DATA_RETENTION_MONTHS } from '@/lib/commentLimits'
import { DEFAULT_CONSENT_RETENTION_MONTHS } from '@/privacy/consentLimits'
import { DEFAULT_SUBMISSION_RETENTION_MONTHS } from '@/lib/formLimits'
import { siteSettings } from '@/settings/siteSettings'

import { inBatches, PURGE_BATCH } from './inBatches'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes what matches, PURGE_BATCH at a time (inBatches), each through Payload so its hooks run
 * (a submission's files, a comment's article redrawn). Returns the ids deleted.
 */
async function deleteWhere(payload: Payload, collection: CollectionSlug, where: Where): Promise<(string | number)[]> {
  const deleted: (string | number)[] = []
  await inBatches(async () => {
    const { docs } = await payload.find({
      collection,
      where,
      select: {},
      limit: PURGE_BATCH,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return 0
    const ids = docs.map((doc) => doc.id)
    const result = await payload.delete({ collection, where: { id: { in: ids } }, depth: 0, overrideAccess: true })
    deleted.push(...result.docs.map((doc) => doc.id))
    return result.docs.length
  })
  return deleted
}

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
  const removed = await deleteWhere(payload, 'form-submissions', {
    or: [
      { createdAt: { less_than: cutoff } },
      { and: [{ status: { equals: 'spam' } }, { createdAt: { less_than: spamCutoff } }] },
    ],
  })
  await deleteWhere(payload, 'outbox', {
    or: [
      { and: [{ status: { equals: 'sent' } }, { createdAt: { less_than: cutoff } }] },
      { and: [{ status: { equals: 'held' } }, { createdAt: { less_than: spamCutoff } }] },
    ],
  })
  return removed.length
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
  const deleted = await deleteWhere(payload, 'comments', {
    and: [
      { status: { in: ['spam', 'trash'] } },
      { updatedAt: { less_than: new Date(now.getTime() - COMMENTS.purgeSpamAfterDays * DAY_MS).toISOString() } },
    ],
  })
  // The notices held back for them (spam is never announced) would otherwise wait for ever.
  for (let at = 0; at < deleted.length; at += PURGE_BATCH)
    await deleteWhere(payload, 'outbox', {
      and: [
        { status: { equals: 'held' } },
        { 'source.kind': { equals: 'comment' } },
        { 'source.documentId': { in: deleted.slice(at, at + PURGE_BATCH).map(String) } },
      ],
    })
  const settings = await siteSettings(payload)
  const months = settings.commentDataRetentionMonths || DEFAULT_COMMENT_DATA_RETENTION_MONTHS
  const cleared = await inBatches(async () => {
    const { docs } = await payload.update({
      collection: 'comments',
      where: {
        and: [
          { date: { less_than: retentionCutoff(now, months).toISOString() } },
          { or: [{ ip: { exists: true } }, { userAgent: { exists: true } }, { signals: { exists: true } }] },
        ],
      },
      data: { ip: null, userAgent: null, signals: null },
      limit: PURGE_BATCH,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    return docs.length
  })
  return { cleared, deleted: deleted.length }
}

/**
 * Deletes the proofs of consent older than the studio's period (Ajustes del sitio → Analítica y
 * cookies). By then the banner has asked that browser again, so a newer record proves its choice.
 * Returns how many went.
 */
export async function purgeConsentRecords(payload: Payload, now = new Date()): Promise<number> {
  const settings = await siteSettings(payload)
  const months = settings.consentRetentionMonths || DEFAULT_CONSENT_RETENTION_MONTHS
  const removed = await deleteWhere(payload, 'consent-records', {
    createdAt: { less_than: retentionCutoff(now, months).toISOString() },
  })
  return removed.length
}

/**
 * Deletes the galleries' access log older than GALLERY_LIMITS.accessLogDays: who opened and
 * downloaded what is the studio's for that long, then goes. Returns how many lines went.
 */
export async function purgeGalleryEvents(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GALLERY_LIMITS.accessLogDays * DAY_MS).toISOString()
  const removed = await deleteWhere(payload, 'gallery-events', { createdAt: { less_than: cutoff } })
  return removed.length
}
