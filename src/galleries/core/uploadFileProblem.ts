import { formatBytes } from '@/lib/formatBytes'
import { GALLERY_LIMITS } from './galleryLimits'

/** A camera JPEG's name: `.jpg` or `.jpeg`, in any case (cameras write `DSC_0001.JPG`). */
export const JPEG_NAME = /\.jpe?g$/i

export type FileProblem = { reason: 'notJpeg' | 'empty' | 'tooBig'; message: string }

/**
 * Why a file cannot go into a gallery, in the studio's Spanish, or null when it can. The browser
 * uses it to sort a dropped folder before sending anything; the server says the same on creation.
 */
export function uploadFileProblem(file: { name: string; size: number }): FileProblem | null {
  if (!JPEG_NAME.test(file.name))
    return { reason: 'notJpeg', message: 'No es una foto JPEG (solo se admiten archivos .jpg o .jpeg).' }
  if (file.size === 0) return { reason: 'empty', message: 'El archivo está vacío.' }
  if (file.size > GALLERY_LIMITS.maxUploadBytes)
    return {
      reason: 'tooBig',
      message: `Pesa ${formatBytes(file.size)}; el máximo por foto es ${formatBytes(GALLERY_LIMITS.maxUploadBytes)}.`,
    }
  return null
}
