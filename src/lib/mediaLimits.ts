/**
 * Photos the studio uploads to the media library: a camera's original as it comes (JPEG, PNG, WebP,
 * AVIF), up to this size and this many pixels (a 61-megapixel sensor gives 60.2 million). Every
 * layer that can refuse the body agrees: Payload's upload limits (payload.config.ts), the media
 * routes' own answer (collections/Media/server/guardMediaUploads.ts), the admin's check before
 * sending, and nginx's client_max_body_size (deploy/nginx.conf, checked by a unit test).
 */
export const MEDIA_MAX_UPLOAD_BYTES = 100 * 1024 * 1024

export const MEDIA_MAX_PIXELS = 61_000_000

/** Room in one upload request for the multipart framing and the document's own fields. */
export const MEDIA_MAX_REQUEST_BYTES = MEDIA_MAX_UPLOAD_BYTES + 1024 * 1024
