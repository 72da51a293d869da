import { parseRange } from '@/galleries/core/zip/parseRange'
import { EXACT_LENGTH_HEADER } from '@/lib/http/exactLength.mjs'
import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

import { attachmentDisposition } from './attachmentDisposition'
import type { OpenZipFile } from './openZipFile'
import { streamZip } from './streamZip'
import { zipEtag } from './zipEtag'

type ZipDownload = { request: Request; plan: ZipPlan; openFile: OpenZipFile; fileName: string }

/**
 * The answer to a «Descargar todas» request, for a route to return once it has checked access:
 * 200 with the exact Content-Length, 206 for a Range (resuming a dropped download), 416 for a
 * range past the end. `If-Range` with another ETag — the gallery changed since the download began —
 * gets the whole new archive rather than a splice of two. The archive is private and not for search
 * engines, like everything in a gallery.
 */
export function zipResponse({ request, plan, openFile, fileName }: ZipDownload): Response {
  const etag = zipEtag(plan)
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': attachmentDisposition(fileName),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Cache-Control': 'private, no-cache',
    'X-Robots-Tag': 'noindex',
  })
  const ifRange = request.headers.get('if-range')
  const answer =
    ifRange !== null && ifRange !== etag
      ? { kind: 'whole' as const }
      : parseRange(request.headers.get('range'), plan.size)
  if (answer.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${plan.size}`)
    headers.set('Content-Length', '0')
    return new Response(null, { status: 416, headers })
  }
  const range = answer.kind === 'partial' ? answer : { start: 0, endInclusive: plan.size - 1 }
  headers.set('Content-Length', String(range.endInclusive - range.start + 1))
  headers.set(EXACT_LENGTH_HEADER, String(range.endInclusive - range.start + 1))
  if (answer.kind === 'partial') headers.set('Content-Range', `bytes ${range.start}-${range.endInclusive}/${plan.size}`)
  const status = answer.kind === 'partial' ? 206 : 200
  const body = request.method === 'HEAD' ? null : streamZip(plan, range, openFile)
  return new Response(body, { status, headers })
}
