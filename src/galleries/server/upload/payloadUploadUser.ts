import type { Payload } from 'payload'

import type { GalleryUploadUser } from './galleryUploadHandler'

/**
 * The admin user behind a request, checked by Payload itself (its session cookie or an
 * `Authorization: JWT …` header), or null: a gallery's photos are the studio's alone.
 */
export function payloadUploadUser(payload: Payload) {
  return async (request: Request): Promise<GalleryUploadUser | null> => {
    const { user } = await payload.auth({ headers: request.headers })
    if (!user || user.collection !== 'users') return null
    return { id: user.id, email: user.email }
  }
}
