import { galleryAccess } from '@/galleries/core/galleryAccess'
import type { ClientGallery } from '@/payload-types'

/** A gallery the client can no longer open (by the one rule of core/galleryAccess): nothing to send. */
export const isExpired = (gallery: Pick<ClientGallery, 'status' | 'expiresAt'>, now = new Date()) =>
  galleryAccess({ status: gallery.status, expiresAt: gallery.expiresAt, hasPin: false, pinProved: false }, now) ===
  'expired'
