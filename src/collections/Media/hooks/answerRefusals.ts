import type { CollectionAfterErrorHook } from 'payload'

import { damagedPhotoMessage } from '@/lib/mediaUploadRules'
import { isDamagedImageError } from '@/photos/core/imageError'
import { imageFailure } from '@/storage/oneImageAtATime'

import { isUploadRefusal } from './refuseUpload'

const answer = (status: number, message: string) => ({ status, response: { message, errors: [{ message }] } })

/**
 * A refused upload (checkUploadLimits, checkPhotoContent, or Payload's own file-size limit, worded in
 * Spanish in the config) answered with its own words, as a top-level `message` the admin shows whole.
 * Payload would otherwise word it from the error's class, which the production build minifies away:
 * the admin then said "An unknown error occurred." for every refusal. A photo whose web sizes could
 * not be made because the file is damaged (libvips' own words are only in the log) is said so, 422:
 * Payload's «No se ha podido subir el archivo. Vuelve a intentarlo.» sent the studio to retry in vain.
 */
export const answerRefusals: CollectionAfterErrorHook = ({ error, req }) => {
  const status = (error as Error & { status?: number }).status
  if (isUploadRefusal(error) || ((status === 413 || status === 415) && error.message))
    return answer(status ?? 422, error.message)
  const file = req.file
  const failure = file && imageFailure(file.tempFilePath || file.data)
  if (file && failure && isDamagedImageError(failure.message)) return answer(422, damagedPhotoMessage(file.name))
}
