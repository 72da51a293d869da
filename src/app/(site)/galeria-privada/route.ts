import { NO_GALLERY_ROUTE } from '@/galleries/server/noGalleryRoute'

/** Every method at `/galeria-privada` itself, which names no gallery. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = NO_GALLERY_ROUTE
