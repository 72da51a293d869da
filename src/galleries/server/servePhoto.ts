import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { photoContentType, photoFileKind, webDownloadName } from '@/galleries/core/photoFileName'
import { attachmentDisposition } from './zip/attachmentDisposition'

import { openGallery } from './openGallery'
import { recordGalleryEvent } from './recordGalleryEvent'
import { siteGalleryStorage } from './siteGalleryStorage'
import { privateText } from './privateText'
import { photoFileKey } from '@/galleries/core/photoFileKey'
import { EXACT_LENGTH_HEADER } from '@/lib/http/exactLength.mjs'

const nothing = privateText

/**
 * One stored size of a gallery's photo, to whoever holds the gallery's access (its link, its PIN's
 * pass) or is the studio: never a public address, never cached by a shared cache. The original and
 * the web download only when the gallery's download rights allow them, as a file under the
 * client's own name; each download is logged for the studio.
 */
export async function servePhoto(
  request: Request,
  payload: Payload,
  { token, photoId, variant, ip }: { token: string; photoId: string; variant: string; ip: string },
): Promise<Response> {
  const kind = photoFileKind(variant)
  const id = /^\d{1,12}$/.test(photoId) ? Number(photoId) : NaN
  if (!kind || !Number.isSafeInteger(id)) return nothing(404, 'No existe.')
  const opened = await openGallery(payload, token, request.headers)
  if (!opened) return nothing(404, 'No existe.')
  if (opened.access === 'expired') return nothing(410, 'Esta galería ha caducado.')
  if (opened.access !== 'open') return nothing(403, 'Abre la galería para ver sus fotos.')
  const { gallery, byStudio } = opened
  const rights = gallery.downloads
  if (!byStudio && ((kind === 'original' && rights !== 'originals') || (kind === 'download' && rights === 'none')))
    return nothing(403, 'El estudio no ha activado esta descarga.')
  const photo = await payload
    .findByID({ collection: 'gallery-photos', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => {
      // An id the database cannot read as one (out of range) is no photo of this gallery.
      return null
    })
  const galleryId = typeof photo?.gallery === 'object' ? photo.gallery?.id : photo?.gallery
  if (!photo || galleryId !== gallery.id || (kind !== 'original' && photo.state !== 'ready'))
    return nothing(404, 'No existe.')
  const storage = siteGalleryStorage()
  const key = kind === 'original' ? photo.storageKey : photoFileKey(photo.storageKey, variant)
  const size = key ? await storage.size(key) : undefined
  if (!key || size === undefined) return nothing(404, 'No existe.')

  const headers: Record<string, string> = {
    'Content-Type': kind === 'original' ? photoContentType(photo.filename) : photoContentType(variant),
    'Content-Length': String(size),
    [EXACT_LENGTH_HEADER]: String(size),
    'Cache-Control': kind === 'web' ? 'private, max-age=3600' : 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  }
  if (kind !== 'web')
    headers['Content-Disposition'] = attachmentDisposition(
      kind === 'original' ? photo.filename : webDownloadName(photo.filename),
    )
  if (request.method === 'HEAD') return new Response(null, { headers })
  if (kind !== 'web' && !byStudio)
    await recordGalleryEvent(payload, {
      gallery: gallery.id,
      kind: 'photoDownloaded',
      photo: photo.id,
      ip,
      userAgent: request.headers.get('user-agent'),
    })
  const stream = await storage.read(key)
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers })
}
