import type { CollectionBeforeOperationHook } from 'payload'

import { readPhotoMetadata } from '@/photos/server/readPhotoMetadata'

/**
 * A new or replaced photo's «Datos de la cámara» (date taken, camera, lens, exposure, keywords),
 * read from its EXIF/XMP/IPTC before anything is removed from it (stripPrivateData); all of them
 * replaced with a new file, so none of the old photo's data stays. A new photo without a title or
 * caption takes Lightroom's, as WordPress does.
 */
export const readCameraData: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  const { title, caption, ...camera } = await readPhotoMetadata(file, (message) =>
    req.payload.logger.warn(`${file.name}: ${message}`),
  )
  const data = (args.data ?? {}) as Record<string, unknown>
  const fromPhoto =
    operation === 'create'
      ? { title: data.title || title || undefined, description: data.description || caption || undefined }
      : {}
  // The operation goes on with these arguments (a hook's returned copy would be typed per operation).
  Object.assign(args, { data: { ...data, ...camera, ...fromPhoto } })
}
