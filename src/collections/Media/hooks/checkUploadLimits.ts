import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES } from '@/lib/mediaLimits'
import { photoTooLargeMessage, tooManyPixelsMessage, unsupportedPhotoMessage } from '@/lib/mediaUploadRules'

/**
 * Refuses, in Spanish and with the reason, a photo the media library cannot take, before Payload
 * reads it: a type the site cannot show (HEIC, TIFF), more bytes than MEDIA_MAX_UPLOAD_BYTES (the
 * local API and imports have no body limit of their own), more pixels than MEDIA_MAX_PIXELS (read
 * from the file's header only, so a huge image is never decoded just to be refused).
 */
export const checkUploadLimits: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  // Answered with these words by answerRefusals.
  const refuse = (message: string, status: number) => new APIError(message, status, undefined, true)
  const unsupported = unsupportedPhotoMessage(file.mimetype, file.name)
  if (unsupported) throw refuse(unsupported, 415)
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) throw refuse(photoTooLargeMessage(file.size), 413)
  if (!/^image\/(jpeg|png|webp|avif|gif)$/.test(file.mimetype)) return
  const { width, height } = await sharp(file.tempFilePath || file.data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      // An image sharp cannot read has no size to check here; it is left to
      // Payload's own image processing, which reads it next.
      return { width: undefined, height: undefined }
    })
  if (width && height && width * height > MEDIA_MAX_PIXELS) throw refuse(tooManyPixelsMessage(width, height), 413)
}
