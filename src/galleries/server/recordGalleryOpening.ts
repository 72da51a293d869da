import type { Payload, Where } from 'payload'

import { accessLogAddress } from '@/galleries/core/accessLogAddress'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

import { accessLogUserAgent, recordGalleryEvent, type GalleryEventInput } from './recordGalleryEvent'

/**
 * Logs that a client opened their gallery, once per visit: the page is drawn again on every reload,
 * filter and way back from a photo, and a line for each would bury what the studio reads the log for
 * (who came, and when) under hundreds of rows, and write to the database on every view.
 */
export async function recordGalleryOpening(payload: Payload, event: Omit<GalleryEventInput, 'kind'>): Promise<void> {
  const network = accessLogAddress(event.ip)
  const userAgent = accessLogUserAgent(event.userAgent)
  const since = new Date(Date.now() - GALLERY_LIMITS.visitMinutes * 60_000).toISOString()
  const where: Where = {
    and: [
      { gallery: { equals: event.gallery } },
      { kind: { equals: 'opened' } },
      { createdAt: { greater_than: since } },
      network ? { ip: { equals: network } } : { ip: { exists: false } },
      userAgent ? { userAgent: { equals: userAgent } } : { userAgent: { exists: false } },
    ],
  }
  const { totalDocs } = await payload.count({ collection: 'gallery-events', where, overrideAccess: true })
  if (totalDocs === 0) await recordGalleryEvent(payload, { ...event, kind: 'opened' })
}
