import type { Upload } from '@tus/server'

import type { PhotoSet } from '@/galleries/core/galleryTypes'

import { GALLERY_UPLOADS_PATH, galleryTusServer, refusal, UPLOAD_URL_ID } from './galleryTusServer'
import type { IncomingUploadStore } from './incomingUploadStore'

/** Who sends an upload: a signed-in user of the admin. */
export type GalleryUploadUser = { id: number | string; email?: string | null }

/** A finished upload, handed to whoever makes it a photo of the gallery. */
export type CompletedGalleryUpload = {
  galleryId: string
  set: PhotoSet
  /** The camera's file name (`DSC_0001.JPG`), as the studio dropped it. */
  filename: string
  bytes: number
  /** The bytes: an absolute path on disk, or an object's key in the S3 bucket. Removed once this resolves. */
  storedAt: string
  /** 32 hex digits, unique: fit for galleryStorageKey's item id, and the key that makes a repeat call harmless. */
  uploadId: string
  user: GalleryUploadUser
}

export type GalleryUploadDeps = {
  store: IncomingUploadStore
  /** SITE_URL's path ('' for a site at the root). */
  basePath: string
  /** The signed-in user behind a request, or null: Payload's own check of its cookie or header. */
  authenticate(request: Request): Promise<GalleryUploadUser | null>
  /**
   * Makes the finished upload a photo (copies or moves its bytes, creates its document). Called once
   * per upload; again only if it failed before (so it should find its own earlier work by uploadId).
   * Until it resolves the bytes stay where storedAt says; after, they are removed.
   */
  onUploadComplete(upload: CompletedGalleryUpload): Promise<void>
}

const NOT_RECORDED = 'La foto ha llegado, pero no se ha podido añadir a la galería; se volverá a intentar.'
const text = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

/**
 * The gallery uploads' route: every request from a signed-in user, or 401 before tus sees it (no
 * upload created, no body read); then tus. A finished upload is handed on once; if that fails, the
 * client's next look at the upload (tus asks with HEAD before resuming) hands it on again.
 */
export function galleryUploadHandler(deps: GalleryUploadDeps) {
  const { store } = deps
  const users = new WeakMap<Request, GalleryUploadUser>()
  const running = new Map<string, Promise<void>>()

  // One hand-over per upload at a time, even if a PATCH's end and a HEAD meet.
  const complete = (upload: Upload, user: GalleryUploadUser): Promise<void> => {
    const existing = running.get(upload.id)
    if (existing) return existing
    const work = (async () => {
      const metadata = upload.metadata ?? {}
      await deps.onUploadComplete({
        galleryId: metadata.galleryId!,
        set: metadata.set as PhotoSet,
        filename: metadata.filename!,
        bytes: upload.size ?? upload.offset,
        storedAt: store.storedAt(upload.id),
        uploadId: store.urlId(upload.id),
        user,
      })
      await store.forget(upload.id)
    })().finally(() => running.delete(upload.id))
    running.set(upload.id, work)
    return work
  }

  const tus = galleryTusServer({
    store,
    basePath: deps.basePath,
    async onFinish(request, upload) {
      try {
        await complete(upload, users.get(request)!)
      } catch (error) {
        console.error('Subida de galería: no se pudo registrar', upload.id, error)
        throw refusal(503, NOT_RECORDED)
      }
    },
  })

  async function handle(request: Request): Promise<Response> {
    const match = new RegExp(`${GALLERY_UPLOADS_PATH}(?:/([^/]*))?/?$`).exec(new URL(request.url).pathname)
    const urlId = match?.[1]
    if (!match || (urlId !== undefined && !UPLOAD_URL_ID.test(urlId)))
      return text(404, 'Esta subida no existe; hay que empezarla de nuevo.')
    if (request.method === 'GET')
      return text(405, 'Método no admitido.', { Allow: 'POST, HEAD, PATCH, DELETE, OPTIONS' })
    const user = await deps.authenticate(request).catch((error: unknown) => {
      console.error('Subida de galería: no se pudo comprobar la sesión', error)
      return 'unavailable' as const
    })
    if (user === 'unavailable')
      return text(503, 'No se puede comprobar la sesión ahora mismo; se volverá a intentar.', { 'Retry-After': '10' })
    if (!user) return text(401, 'Inicia sesión en el panel para subir fotos.')
    users.set(request, user)
    const response = await tus.handleWeb(request)
    if (request.method === 'HEAD' && urlId && response.status === 200 && isFinished(response)) {
      // Finished but still here: its hand-over failed before. Done now, or the client tries later.
      try {
        await complete(await store.datastore.getUpload(store.storeId(urlId)), user)
      } catch (error) {
        console.error('Subida de galería: no se pudo registrar', urlId, error)
        return text(503, null, { 'Retry-After': '10' })
      }
    }
    return response
  }

  return {
    /** Answers a request to the route (the authenticated tus protocol). */
    handle: async (request: Request): Promise<Response> => {
      const response = await handle(request)
      // An upload's state is the studio's and changes each second: never stored by a cache.
      response.headers.set('Cache-Control', 'private, no-store')
      return response
    },
    /** Removes unfinished uploads older than GALLERY_LIMITS.unfinishedUploadDays; resolves with how many. */
    cleanUpExpired: (): Promise<number> => tus.cleanUpExpiredUploads(),
  }
}

const isFinished = (response: Response) => {
  const offset = response.headers.get('Upload-Offset')
  return offset !== null && offset === response.headers.get('Upload-Length')
}
