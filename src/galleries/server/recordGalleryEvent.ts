import type { Payload } from 'payload'

import { accessLogAddress } from '@/galleries/core/accessLogAddress'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import type { GalleryEvent } from '@/galleries/core/galleryTypes'

export type GalleryEventInput = {
  gallery: number | string
  kind: GalleryEvent
  photo?: number | string | null
  /** The visitor's address as lib/clientIp reads it; kept to its network. */
  ip?: string | null
  userAgent?: string | null
}

/** The browser's name as the access log keeps it: shortened, enough to tell a phone from a computer. */
export const accessLogUserAgent = (userAgent: string | null | undefined): string | null =>
  userAgent ? userAgent.slice(0, GALLERY_LIMITS.userAgentMaxChars) : null

/** Writes one line of a gallery's access log, with the address and the browser's name cut as the log keeps them. */
export async function recordGalleryEvent(payload: Payload, event: GalleryEventInput): Promise<void> {
  await payload.create({
    collection: 'gallery-events',
    data: {
      gallery: event.gallery as number,
      kind: event.kind,
      photo: (event.photo ?? null) as number | null,
      ip: accessLogAddress(event.ip),
      userAgent: accessLogUserAgent(event.userAgent),
    },
    depth: 0,
    overrideAccess: true,
  })
}
