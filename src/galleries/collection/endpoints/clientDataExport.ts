import type { Endpoint } from 'payload'

import { GALLERY_EVENTS, GALLERY_STATUSES } from '@/galleries/core/galleryTypes'
import { attachmentDisposition } from '@/galleries/server/zip/attachmentDisposition'
import { slugify } from '@/lib/slugify'

import { studioGallery } from './studioGallery'

/**
 * GET /api/client-galleries/:id/client-data: «Exportar datos del cliente», what the studio keeps
 * about the client through this gallery, as a JSON file to hand them (GDPR arts. 15 and 20): who
 * they are, their consent, the gallery's dates and state, the photos they chose or annotated, and
 * the access log. Nothing that opens the gallery (the link's token, the PIN) nor where files are stored.
 */
export const clientDataExportEndpoint: Endpoint = {
  path: '/:id/client-data',
  method: 'get',
  handler: async (req) => {
    const found = await studioGallery(req)
    if (!found.ok) return found.response
    const { gallery } = found
    const { payload } = req
    const [photos, events] = await Promise.all([
      payload.find({
        collection: 'gallery-photos',
        where: {
          and: [
            { gallery: { equals: gallery.id } },
            { or: [{ favourite: { equals: true } }, { clientNote: { exists: true } }] },
          ],
        },
        sort: ['position', 'filename'],
        select: { filename: true, set: true, favourite: true, favouritedAt: true, clientNote: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
      payload.find({
        collection: 'gallery-events',
        where: { gallery: { equals: gallery.id } },
        sort: 'createdAt',
        pagination: false,
        depth: 1,
        select: { kind: true, photo: true, ip: true, userAgent: true, createdAt: true },
        populate: { 'gallery-photos': { filename: true } },
        overrideAccess: true,
      }),
    ])
    const consent = gallery.publicationConsent
    const data = {
      exportedAt: new Date().toISOString(),
      gallery: {
        title: gallery.title,
        status: GALLERY_STATUSES[gallery.status],
        sessionDate: gallery.sessionDate ?? null,
        createdAt: gallery.createdAt,
        expiresAt: gallery.expiresAt,
        selectionSubmittedAt: gallery.selectionSubmittedAt ?? null,
      },
      client: { name: gallery.client.name, email: gallery.client.email, phone: gallery.client.phone ?? null },
      publicationConsent: {
        scope: consent?.scope ?? 'none',
        isMinor: consent?.isMinor ?? false,
        givenBy: consent?.givenBy ?? null,
        givenAt: consent?.givenAt ?? null,
      },
      photos: photos.docs
        .filter((photo) => photo.favourite || photo.clientNote)
        .map((photo) => ({
          filename: photo.filename,
          set: photo.set,
          favourite: photo.favourite ?? false,
          favouritedAt: photo.favouritedAt ?? null,
          note: photo.clientNote ?? '',
        })),
      accessLog: events.docs.map((event) => ({
        at: event.createdAt,
        what: GALLERY_EVENTS[event.kind],
        photo: typeof event.photo === 'object' ? (event.photo?.filename ?? null) : null,
        network: event.ip ?? null,
        browser: event.userAgent ?? null,
      })),
    }
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`datos-cliente-${slugify(gallery.title) || gallery.id}.json`),
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    })
  },
}
