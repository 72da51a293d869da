import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { COVER_CID } from '@/galleries/mail/galleryInvitationMail'
import { photoFileKey } from '@/galleries/core/photoFileKey'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { siteGalleryStorage } from '@/galleries/server/siteGalleryStorage'
import type { OutboxAttachment } from '@/mail/outboxMessage'
import type { ClientGallery } from '@/payload-types'
import { oneImageAtATime } from '@/storage/oneImageAtATime'

/** The stored sizes the cover is made from, lightest first (`download.jpg` every ready photo has). */
const SOURCES = ['w960.webp', 'download.jpg']

async function bytesOf(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length
    if (total > limit) {
      stream.destroy()
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The gallery's cover as the invitation shows it inline (`cid:`): a JPEG at most
 * GALLERY_LIMITS.mailCoverSide pixels a side, made from a stored web size (never the original, so a
 * 100 MP photo is not decoded for a mail). Null when there is no ready cover of this gallery or its
 * file cannot be read: the mail then goes without a picture rather than not at all. Without a
 * cover chosen, the first photo of the session is the cover.
 */
export async function coverAttachment(payload: Payload, gallery: ClientGallery): Promise<OutboxAttachment | null> {
  const coverId = typeof gallery.cover === 'object' ? gallery.cover?.id : gallery.cover
  // Without a cover chosen, the session's first photo (in the gallery's order) stands for it.
  const photo = coverId
    ? await payload.findByID({
        collection: 'gallery-photos',
        id: coverId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : (
        await payload.find({
          collection: 'gallery-photos',
          where: {
            and: [{ gallery: { equals: gallery.id } }, { set: { equals: 'proofs' } }, { state: { equals: 'ready' } }],
          },
          sort: ['position', 'filename'],
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
  const owner = typeof photo?.gallery === 'object' ? photo.gallery?.id : photo?.gallery
  if (!photo || owner !== gallery.id || photo.state !== 'ready') return null
  const storage = siteGalleryStorage()
  for (const variant of SOURCES) {
    const key = photoFileKey(photo.storageKey, variant)
    if (!key) return null
    try {
      const bytes = await bytesOf(await storage.read(key), GALLERY_LIMITS.mailCoverSourceMaxBytes)
      if (!bytes) continue
      const side = GALLERY_LIMITS.mailCoverSide
      const jpeg = await oneImageAtATime(bytes)
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer()
      return { filename: 'portada.jpg', content: jpeg.toString('base64'), contentType: 'image/jpeg', cid: COVER_CID }
    } catch (error) {
      // This size is missing or unreadable: the next one is tried, and without any the mail has no picture.
      payload.logger.warn({ err: error, key }, 'No se ha podido preparar la portada del correo de la galería')
    }
  }
  return null
}
