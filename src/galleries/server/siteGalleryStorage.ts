import { env } from '@/env'

import { galleryStorage, type GalleryStorage } from './galleryStorage'

let shared: GalleryStorage | undefined

/** The site's gallery store (from the environment), made once: its S3 client keeps its connections. */
export function siteGalleryStorage(): GalleryStorage {
  shared ??= galleryStorage(env())
  return shared
}
