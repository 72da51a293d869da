import { randomBytes } from 'node:crypto'

import { Server, type Upload } from '@tus/server'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { uploadMetadataProblem } from '@/galleries/core/uploadMetadataProblem'

import type { IncomingUploadStore } from './incomingUploadStore'
import { spanishTusError } from './spanishTusError'

/** The route's address under the site (its path prefix, if any, comes before it). */
export const GALLERY_UPLOADS_PATH = '/api/gallery-uploads'

/** An upload's id in its URL: 16 random bytes in hex, as tus names them. */
export const UPLOAD_URL_ID = /^[0-9a-f]{32}$/

/** A tus refusal: tus answers `status_code` with `body` (the Spanish the uploader shows). */
export const refusal = (status_code: number, body: string) => ({ status_code, body })

type TusServerOptions = {
  store: IncomingUploadStore
  /** SITE_URL's path ('' for a site at the root): the browser's address of an upload starts with it. */
  basePath: string
  /** Called once the last byte is stored; a refusal it throws is the PATCH's answer. */
  onFinish(request: Request, upload: Upload): Promise<void>
}

/**
 * The tus server of gallery uploads: camera JPEGs only (name, size), into a gallery's set, streamed
 * to the incoming store chunk by chunk (nothing held whole in memory). The upload's URL is a path
 * (`/api/gallery-uploads/<32 hex>`), never built from the Host or X-Forwarded-* headers, so it is
 * right behind any proxy and cannot be pointed elsewhere by a forged header.
 */
export function galleryTusServer({ store, basePath, onFinish }: TusServerOptions): Server {
  return new Server({
    path: GALLERY_UPLOADS_PATH,
    datastore: store.datastore,
    maxSize: GALLERY_LIMITS.maxUploadBytes,
    respectForwardedHeaders: false,
    // Same-origin only: no Access-Control-Allow-Origin for another site's page.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => store.storeId(randomBytes(16).toString('hex')),
    generateUrl: (_req, { id }) => `${basePath}${GALLERY_UPLOADS_PATH}/${store.urlId(id)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_URL_ID.test(lastPath) ? store.storeId(lastPath) : undefined,
    async onUploadCreate(_req, upload) {
      const metadata = upload.metadata ?? {}
      const problem = uploadMetadataProblem({
        filename: metadata.filename,
        galleryId: metadata.galleryId,
        set: metadata.set,
        size: upload.sizeIsDeferred ? undefined : upload.size,
      })
      if (problem) throw refusal(problem.status, problem.message)
      // Only what the gallery needs is kept (a client may send any metadata).
      return {
        metadata: {
          filename: metadata.filename!,
          galleryId: metadata.galleryId!,
          set: metadata.set!,
          filetype: 'image/jpeg',
        },
      }
    },
    async onUploadFinish(req, upload) {
      await onFinish(req as unknown as Request, upload)
      return {}
    },
    onResponseError: (_req, error) => spanishTusError(error),
  })
}
