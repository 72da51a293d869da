import 'server-only'

import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'

import { galleryUploadHandler } from './galleryUploadHandler'
import { incomingUploadStore } from './incomingUploadStore'
import { onGalleryUploadComplete } from './onGalleryUploadComplete'
import { payloadUploadUser } from './payloadUploadUser'

let shared: Promise<ReturnType<typeof galleryUploadHandler>> | undefined

/**
 * The site's gallery uploads, made once per process: its store (GALLERIES_DIR/.incoming or the
 * bucket's galleries/.incoming/), Payload's check of the user, the hand-over to the gallery. One
 * instance, because tus's lock on an upload lives in its memory.
 */
export function siteGalleryUploads(): Promise<ReturnType<typeof galleryUploadHandler>> {
  shared ??= payloadClient().then((payload) =>
    galleryUploadHandler({
      store: incomingUploadStore(env()),
      basePath: new URL(env().siteUrl).pathname.replace(/\/+$/, ''),
      authenticate: payloadUploadUser(payload),
      onUploadComplete: onGalleryUploadComplete,
    }),
  )
  return shared
}
