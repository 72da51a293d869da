import { randomBytes } from 'node:crypto'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

/**
 * A new gallery's private link token: GALLERY_LIMITS.tokenBytes random bytes (144 bits) as
 * base64url, 24 characters safe in a path and in a WhatsApp message, unguessable.
 */
export function newAccessToken(): string {
  return randomBytes(GALLERY_LIMITS.tokenBytes).toString('base64url')
}
