import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'
import type { RateLimitResult } from '@/antispam/rules'

/**
 * PIN tries per address, right or wrong, and per gallery from every address: a client who types
 * well uses one, a mistyping client has room, and a guesser gets 429s. With the 144-bit link a
 * PIN is a second lock; these bounds keep a 4-digit one from being walked through (the gallery's
 * own bound: 60 an hour, 10,000 PINs take a week, from any number of addresses).
 */
const perAddress = ipRateLimiter('gallery-pin', () => ({ limit: 8, windowMs: 15 * 60 * 1000 }))
const perGallery = ipRateLimiter('gallery-pin-gallery', () => ({ limit: 60, windowMs: 60 * 60 * 1000 }))

/** Counts one PIN try and says whether it may be checked. */
export async function pinAttempt(ip: string | null, galleryId: number | string): Promise<RateLimitResult> {
  const address = await perAddress(ip ?? '')
  if (!address.allowed) return address
  return perGallery(`gallery-${galleryId}`)
}
