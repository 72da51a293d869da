import { NO_GALLERY_ROUTE } from '@/galleries/server/noGalleryRoute'

/** Every method at an address under a gallery's link that no route of it answers. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = NO_GALLERY_ROUTE
