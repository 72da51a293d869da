import type { Endpoint } from 'payload'

import { captureOneList, lightroomList, selectionCsv } from '@/galleries/core/selectionExports'
import { attachmentDisposition } from '@/galleries/server/zip/attachmentDisposition'
import { slugify } from '@/lib/slugify'

import { chosenPhotos } from './chosenPhotos'
import { jsonError, studioGallery } from './studioGallery'

const FORMATS = ['lightroom', 'captureone', 'csv'] as const

/**
 * GET /api/client-galleries/:id/selection?format=lightroom|captureone|csv: the client's chosen
 * photos for the studio's editing software. Lightroom's list is plain text to paste into the
 * Library filter (the admin copies it); Capture One's and the CSV are files to download.
 */
export const selectionExportEndpoint: Endpoint = {
  path: '/:id/selection',
  method: 'get',
  handler: async (req) => {
    const found = await studioGallery(req)
    if (!found.ok) return found.response
    const format = FORMATS.find((f) => f === new URL(req.url ?? '', 'http://x').searchParams.get('format'))
    if (!format) return jsonError('Formato no válido: lightroom, captureone o csv.', 400)
    const photos = await chosenPhotos(req.payload, found.gallery.id)
    const names = photos.map((photo) => photo.filename)
    const base = `seleccion-${slugify(found.gallery.title) || found.gallery.id}`
    const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
    if (format === 'lightroom')
      return new Response(lightroomList(names), {
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      })
    if (format === 'captureone')
      return new Response(captureOneList(names), {
        headers: {
          ...headers,
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': attachmentDisposition(`${base}.txt`),
        },
      })
    return new Response(selectionCsv(photos), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`${base}.csv`),
      },
    })
  },
}
