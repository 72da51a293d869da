import type { Payload } from 'payload'

import { galleryZip } from './galleryZip'
import { openGallery } from './openGallery'
import { recordGalleryEvent } from './recordGalleryEvent'
import { zipResponse } from './zip/zipResponse'
import { privateText } from './privateText'

const ZIP_FILES = { 'fotos.zip': 'proofs', 'entrega.zip': 'finals' } as const

const nothing = privateText

/**
 * «Descargar todas»: the ZIP of a set (`fotos.zip`, `entrega.zip`) to whoever holds the gallery's
 * access, when its rights allow downloads. Streamed from disk or S3 without a temporary file, with
 * its exact length, resumable with Range. A download's start is logged for the studio (its resumes
 * are the same download).
 */
export async function serveGalleryZip(
  request: Request,
  payload: Payload,
  { token, file, ip }: { token: string; file: string; ip: string },
): Promise<Response> {
  const set = Object.hasOwn(ZIP_FILES, file) ? ZIP_FILES[file as keyof typeof ZIP_FILES] : null
  if (!set) return nothing(404, 'No existe.')
  const opened = await openGallery(payload, token, request.headers)
  if (!opened) return nothing(404, 'No existe.')
  if (opened.access === 'expired') return nothing(410, 'Esta galería ha caducado.')
  if (opened.access !== 'open') return nothing(403, 'Abre la galería para descargar sus fotos.')
  const { gallery, byStudio } = opened
  const rights = gallery.downloads === 'none' ? (byStudio ? 'originals' : null) : gallery.downloads
  if (!rights) return nothing(403, 'El estudio no ha activado las descargas de esta galería.')
  const zip = await galleryZip(payload, gallery.id, set, rights)
  if (!zip) return nothing(404, 'Todavía no hay fotos que descargar.')
  const range = request.headers.get('range')
  if (request.method === 'GET' && !byStudio && (!range || /^bytes=0-/.test(range)))
    await recordGalleryEvent(payload, {
      gallery: gallery.id,
      kind: 'zipDownloaded',
      ip,
      userAgent: request.headers.get('user-agent'),
    })
  const fileName = `${gallery.title}${set === 'finals' ? ' - entrega' : ''}.zip`
  return zipResponse({ request, plan: zip.plan, openFile: zip.openFile, fileName })
}
