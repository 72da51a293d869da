import type { Payload } from 'payload'

import { env } from '@/env'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { deletionWarningMail } from '@/galleries/mail/deletionWarningMail'
import { enqueueMail } from '@/mail/enqueueMail'
import { siteSettings } from '@/settings/siteSettings'

import { siteGalleryStorage } from './siteGalleryStorage'
import { studioInbox } from './studioInbox'

const DAY_MS = 24 * 60 * 60 * 1000
/** Galleries handled per step and run: a backlog continues on the next hour. */
const BATCH = 100

export interface ExpiryOutcome {
  expired: number
  warned: number
  filesDeleted: number
}

/**
 * The galleries' retention, hourly: a gallery past its date becomes «Caducada» (its link then
 * shows only a note); GALLERY_LIMITS.deletionWarningDays before its files' deletion the studio is
 * mailed once; GALLERY_LIMITS.originalsKeptAfterExpiryDays after expiry its photos (originals and
 * web sizes) are deleted from the disk or the bucket. The gallery's record, the client's choice and
 * the access log stay for the studio until it deletes the gallery (or the log's own purge).
 * A gallery given a later date after its warning is warned again before its new deletion day.
 */
export async function expireGalleries(payload: Payload, now: Date = new Date()): Promise<ExpiryOutcome> {
  const outcome: ExpiryOutcome = { expired: 0, warned: 0, filesDeleted: 0 }
  const find = (where: object) =>
    payload.find({
      collection: 'client-galleries',
      where: where as never,
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })

  // Past its date: caducada (the studio reopens one by giving it a later date and another status).
  for (const gallery of (
    await find({ and: [{ expiresAt: { less_than_equal: now.toISOString() } }, { status: { not_equals: 'expired' } }] })
  ).docs) {
    await payload.update({
      collection: 'client-galleries',
      id: gallery.id,
      data: { status: 'expired' },
      depth: 0,
      overrideAccess: true,
    })
    outcome.expired++
  }
  const keptMs = GALLERY_LIMITS.originalsKeptAfterExpiryDays * DAY_MS
  const warnBefore = new Date(now.getTime() - keptMs + GALLERY_LIMITS.deletionWarningDays * DAY_MS)
  // A date moved later since the warning: the warning is due again, for the new day.
  for (const gallery of (
    await find({
      and: [{ deletionWarnedAt: { exists: true } }, { expiresAt: { greater_than: warnBefore.toISOString() } }],
    })
  ).docs)
    await payload.update({
      collection: 'client-galleries',
      id: gallery.id,
      data: { deletionWarnedAt: null },
      depth: 0,
      overrideAccess: true,
    })
  const toWarn = await find({
    and: [
      { expiresAt: { less_than_equal: warnBefore.toISOString() } },
      { deletionWarnedAt: { exists: false } },
      { filesDeletedAt: { exists: false } },
    ],
  })
  if (toWarn.docs.length) {
    const settings = await siteSettings(payload)
    const to = await studioInbox(payload, settings)
    const from = `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`
    const siteUrl = env().siteUrl
    for (const gallery of toWarn.docs) {
      const { totalDocs: photos } = await payload.count({
        collection: 'gallery-photos',
        where: { gallery: { equals: gallery.id } },
        overrideAccess: true,
      })
      if (to.length && photos > 0) {
        const mail = deletionWarningMail({
          title: gallery.title,
          clientName: gallery.client.name,
          photos,
          deleteOn: new Date(new Date(gallery.expiresAt).getTime() + keptMs),
          adminLink: `${siteUrl}/admin/collections/client-galleries/${gallery.id}`,
        })
        await enqueueMail(payload, { to, from, ...mail }, { domain: new URL(siteUrl).hostname })
      }
      await payload.update({
        collection: 'client-galleries',
        id: gallery.id,
        data: { deletionWarnedAt: now.toISOString() },
        depth: 0,
        overrideAccess: true,
      })
      outcome.warned++
    }
  }

  const toDelete = await find({
    and: [
      { expiresAt: { less_than_equal: new Date(now.getTime() - keptMs).toISOString() } },
      { filesDeletedAt: { exists: false } },
    ],
  })
  for (const gallery of toDelete.docs) {
    await siteGalleryStorage().removePrefix(gallery.id)
    await payload.update({
      collection: 'client-galleries',
      id: gallery.id,
      data: { filesDeletedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    outcome.filesDeleted++
  }
  return outcome
}
