import type { GalleryStatus } from './galleryTypes'

/** What a gallery's link opens to right now. */
export type GalleryAccess = 'expired' | 'draft' | 'needsPin' | 'open'

export interface GalleryAccessFacts {
  status: GalleryStatus
  expiresAt: string | Date | null | undefined
  /** Whether the gallery has a PIN at all. */
  hasPin: boolean
  /** Whether this browser has proved it (a valid signed cookie for this gallery). */
  pinProved: boolean
}

/**
 * The one rule for every request with a gallery's link (its page, each photo, each download, each
 * favourite): an expired gallery serves nothing; a draft is not yet the client's (the studio sees
 * it through the admin); a PIN, when set, must be proved first.
 */
export function galleryAccess(facts: GalleryAccessFacts, now: Date): GalleryAccess {
  const expires = facts.expiresAt ? new Date(facts.expiresAt) : null
  if (facts.status === 'expired' || (expires && !(expires.getTime() > now.getTime()))) return 'expired'
  if (facts.status === 'draft') return 'draft'
  if (facts.hasPin && !facts.pinProved) return 'needsPin'
  return 'open'
}
