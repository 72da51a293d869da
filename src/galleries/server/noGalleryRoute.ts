import { standalonePage } from '@/lib/http/standalonePage'

/**
 * The answer, to any method, at an address under `/galeria-privada/` that is none of a gallery's
 * routes: a 404 in Spanish, private and unindexed like the rest of the galleries. Without a route
 * of its own such a request fell to the pages' catch-all, where a form posted to it (a mistyped
 * action, a scanner's multipart) was taken for a server action and failed with a 500.
 */
export function noGalleryRoute(): Response {
  return standalonePage(
    'Aquí no hay nada. Abre el enlace de tu galería tal como te lo envió el estudio.',
    '/',
    404,
    { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' },
    'Página no encontrada',
  )
}

/** The same answer for every method, as a route file exports them. */
export const NO_GALLERY_ROUTE = {
  GET: noGalleryRoute,
  HEAD: noGalleryRoute,
  POST: noGalleryRoute,
  PUT: noGalleryRoute,
  PATCH: noGalleryRoute,
  DELETE: noGalleryRoute,
  OPTIONS: noGalleryRoute,
}
