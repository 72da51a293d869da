import { GALLERY_LIMITS } from './galleryLimits'

const DAY_MS = 24 * 60 * 60 * 1000

/** When a gallery created at `now` expires unless the studio changes it: GALLERY_LIMITS.defaultExpiryDays later. */
export function defaultExpiry(now = new Date()): Date {
  return new Date(now.getTime() + GALLERY_LIMITS.defaultExpiryDays * DAY_MS)
}
