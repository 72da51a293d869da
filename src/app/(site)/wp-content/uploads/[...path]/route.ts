import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'

import { mediaUrlByOldName } from '@/data/media'
import { env } from '@/env'
import { SVG_SECURITY_POLICY } from '@/lib/securityHeaders'
import { parseUploadsPath } from '@/lib/uploadsPath'

const payloadGet = REST_GET(config)

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/**
 * Media files at their WordPress addresses, /wp-content/uploads/YYYY/MM/name.ext. On disk they are
 * stored flat in MEDIA_DIR (names are unique) and streamed from there (behind nginx they are served
 * from disk without reaching here); in an S3 bucket, Payload's storage adapter streams them.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parsed = parseUploadsPath((await params).path)
  const ext = parsed?.filename.split('.').pop()?.toLowerCase() ?? ''
  const type = TYPES[ext]
  if (!parsed || !type) return new Response('No encontrado', { status: 404 })
  if (env().s3) {
    const res = await fromBucket(request, parsed.filename, ext)
    return res.status === 404 ? oldName(parsed) : res
  }
  const file = path.join(env().mediaDir, path.basename(parsed.filename))
  // Never through a link: a symbolic link in the media folder (a crafted backup's) would serve
  // whatever it points to. O_NOFOLLOW refuses it when opening, with no gap for it to be swapped in.
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => {
    // Not there (ENOENT) or a symbolic link (ELOOP, refused by O_NOFOLLOW): no file of
    // the media folder to serve, so the old WordPress name is tried.
    return null
  })
  const info = await handle?.stat().catch(() => {
    // A file that cannot be read once opened (removed meanwhile) is
    // answered as missing; the handle is closed just below.
    return null
  })
  if (!handle || !info?.isFile()) {
    await handle?.close()
    return oldName(parsed)
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Content-Length': String(info.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  }
  // SVGs can carry scripts: serve them sandboxed.
  if (ext === 'svg') headers['Content-Security-Policy'] = SVG_SECURITY_POLICY
  if (request.headers.get('if-none-match') === etag) {
    await handle.close()
    return new Response(null, { status: 304, headers })
  }
  // The stream closes the file when it ends or the visitor goes away.
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream, { headers })
}

/**
 * A name WordPress gave the image that Revela keeps under another (a resized copy such as
 * `foto-300x200.jpg`, the original of a `-scaled` one): old pages and other sites link to those,
 * so they lead to the image with a permanent redirect.
 */
async function oldName({ folder, filename }: { folder: string; filename: string }): Promise<Response> {
  const url = await mediaUrlByOldName(folder, filename)
  if (!url) return new Response('No encontrado', { status: 404 })
  return new Response(null, { status: 301, headers: { Location: url, 'Cache-Control': 'public, max-age=86400' } })
}

/** A file from the S3 bucket, through Payload's file endpoint for the media collection. */
async function fromBucket(request: Request, filename: string, ext: string): Promise<Response> {
  const url = new URL(`/api/media/file/${encodeURIComponent(filename)}`, request.url)
  const res = await payloadGet(new Request(url, { headers: request.headers }), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })
  if (!res.ok && res.status !== 304) return new Response('No encontrado', { status: 404 })
  const headers = new Headers(res.headers)
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('X-Content-Type-Options', 'nosniff')
  if (ext === 'svg') headers.set('Content-Security-Policy', SVG_SECURITY_POLICY)
  return new Response(res.body, { status: res.status, headers })
}
