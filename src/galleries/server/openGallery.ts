import type { Payload } from 'payload'

import { env } from '@/env'
import { galleryAccess, type GalleryAccess } from '@/galleries/core/galleryAccess'
import { isGalleryToken } from '@/galleries/core/galleryPaths'
import { cookieValue } from '@/lib/cookieValue'
import type { ClientGallery } from '@/payload-types'

import { galleryPassCookie, isGalleryPass } from './galleryPass'

export interface OpenedGallery {
  gallery: ClientGallery
  access: GalleryAccess
  /** A signed-in editor of the studio is looking: they see a draft or a PIN-locked gallery as the client will. */
  byStudio: boolean
}

/**
 * The gallery a private link names and what the request may do with it, for every route of a
 * client's gallery (the page, each photo, each download and action): one lookup by its token (a
 * malformed one is not looked up), one rule (core/galleryAccess). The studio's own editors, signed
 * in, see it as the client will even before it is sent; an expired gallery stays closed to them
 * here too (they have the admin).
 */
export async function openGallery(
  payload: Payload,
  token: string,
  headers: Headers,
  now: Date = new Date(),
): Promise<OpenedGallery | null> {
  if (!isGalleryToken(token)) return null
  const { docs } = await payload.find({
    collection: 'client-galleries',
    where: { accessToken: { equals: token } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const gallery = docs[0]
  // The query compares without regard to case on some databases: the link must match exactly.
  if (!gallery || gallery.accessToken !== token) return null
  const pin = gallery.pin ?? ''
  const pass = cookieValue(headers.get('cookie') ?? '', galleryPassCookie(gallery.id)) || undefined
  const facts = {
    status: gallery.status,
    expiresAt: gallery.expiresAt,
    hasPin: pin !== '',
    pinProved: pin !== '' && isGalleryPass(pass, env().payloadSecret, gallery.id, pin, now),
  }
  const access = galleryAccess(facts, now)
  if (access === 'draft' || access === 'needsPin') {
    const { user } = await payload.auth({ headers, canSetHeaders: false })
    if (user) return { gallery, access: 'open', byStudio: true }
  }
  return { gallery, access, byStudio: false }
}
