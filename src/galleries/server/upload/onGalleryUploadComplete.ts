import type { CompletedGalleryUpload } from './galleryUploadHandler'

/**
 * The site's hand-over of a finished upload: to be wired by the gallery-photos work (move or copy
 * the bytes at `storedAt` into the gallery's store under galleryStorageKey(galleryId, uploadId,
 * 'original'), create the `gallery-photos` document, queue its web sizes). Until then it refuses,
 * so the upload answers 503 and the file waits in the incoming store, handed over again on the
 * client's next look, rather than counted as a photo that the gallery does not have.
 */
export async function onGalleryUploadComplete(upload: CompletedGalleryUpload): Promise<void> {
  throw new Error(`La subida ${upload.uploadId} no tiene todavía quien la añada a la galería.`)
}
