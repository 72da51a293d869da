import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES } from '@/lib/mediaLimits'
import { formatBytes } from './formatBytes'

/**
 * What the media library accepts and how it says no, shared by the admin (which checks a photo
 * before sending it) and the server (which checks again, and is the one that counts).
 */

/** The photo types the site can show and resize; a camera's JPEG is the usual one. */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
] as const

const megapixels = (pixels: number) => (pixels / 1_000_000).toLocaleString('es-ES', { maximumFractionDigits: 1 })

/** The limit as stated beside the upload field. */
export const MEDIA_LIMITS_NOTE = `Fotos JPEG, PNG, WebP o AVIF de hasta ${formatBytes(MEDIA_MAX_UPLOAD_BYTES)} y ${megapixels(MEDIA_MAX_PIXELS)} megapíxeles, tal como salen de la cámara: la web crea sola los tamaños para móviles y pantallas.`

/** «La foto pesa 140 MB; el máximo es 100 MB.» `bytes` unknown: the upload was cut at the limit. */
export function photoTooLargeMessage(bytes?: number): string {
  const max = formatBytes(MEDIA_MAX_UPLOAD_BYTES)
  return bytes
    ? `La foto pesa ${formatBytes(bytes)}; el máximo es ${max}.`
    : `La foto pesa más de ${max}; el máximo es ${max}.`
}

export function tooManyPixelsMessage(width: number, height: number): string {
  return (
    `La foto tiene ${megapixels(width * height)} megapíxeles (${width.toLocaleString('es-ES')} × ${height.toLocaleString('es-ES')} píxeles); ` +
    `el máximo es ${megapixels(MEDIA_MAX_PIXELS)} megapíxeles. Redúcela en tu editor de fotos y súbela de nuevo.`
  )
}

/**
 * Types a camera or phone may give that the site cannot show: said plainly, with what to do,
 * instead of a generic "invalid file type". Null when the type is not one of those.
 */
export function unsupportedPhotoMessage(mimeType: string, filename: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  if (/^image\/hei[cf]/.test(mimeType) || ['heic', 'heif'].includes(ext)) {
    return 'Las fotos HEIC del iPhone no se pueden convertir para la web en este servidor. Expórtala como JPEG (en el iPhone, Ajustes → Cámara → Formatos → «Más compatible») y súbela de nuevo.'
  }
  if (mimeType === 'image/tiff' || ['tif', 'tiff'].includes(ext)) {
    return 'Las fotos TIFF no se pueden mostrar en la web. Expórtala como JPEG de máxima calidad y súbela de nuevo.'
  }
  return null
}

/** The admin's check before sending: why the photo may not go (with the HTTP status the server would give), or null. */
export function uploadRefusal(file: {
  size: number
  type: string
  name: string
}): { status: 413 | 415 | 422; message: string } | null {
  if (file.size === 0) return { status: 422, message: EMPTY_FILE_MESSAGE }
  const unsupported = unsupportedPhotoMessage(file.type, file.name)
  if (unsupported) return { status: 415, message: unsupported }
  return file.size > MEDIA_MAX_UPLOAD_BYTES ? { status: 413, message: photoTooLargeMessage(file.size) } : null
}

/** The types the library takes, as said in a refusal. */
export const MEDIA_TYPES_SAID = 'La biblioteca admite fotos JPEG, PNG, WebP, AVIF o GIF y dibujos SVG.'

export const EMPTY_FILE_MESSAGE =
  'El archivo está vacío (0 bytes). Vuelve a exportarlo desde tu programa de fotos y súbelo otra vez.'

/** What a file is, said to someone who thought it was a photo. */
const KIND_SAID: Record<string, string> = {
  pdf: 'un PDF',
  zip: 'un archivo comprimido (ZIP, o un documento de Word o Excel)',
  heic: 'una foto HEIC del iPhone',
  tiff: 'una imagen TIFF (o el RAW de una cámara)',
  psd: 'un documento de Photoshop',
  video: 'un vídeo',
  text: 'un archivo de texto',
}

/** «camara.jpg es un PDF, no una foto…»: the file's content is not what its name says. */
export function notAPhotoMessage(filename: string, kind: string): string {
  const what = KIND_SAID[kind]
  return what
    ? `«${filename}» es ${what}, no una foto, aunque su nombre diga otra cosa. ${MEDIA_TYPES_SAID} Abre el archivo en tu programa, expórtalo como JPEG y súbelo.`
    : `«${filename}» no es una foto que la web pueda leer, aunque su nombre lo parezca. ${MEDIA_TYPES_SAID} Abre el archivo en tu programa, expórtalo como JPEG y súbelo.`
}

/** A photo cut short or damaged: a retry sends the same bytes, so it says what does help. */
export function damagedPhotoMessage(filename: string): string {
  return `«${filename}» está incompleta o dañada (se cortó al copiarla o al exportarla), así que volver a intentarlo no servirá. Vuelve a exportarla desde tu programa de fotos, o cópiala otra vez de la tarjeta, y súbela.`
}

/**
 * The name the studio gave a photo, when the library stored it under another because that one was
 * taken (Payload adds -1, -2…): the stored name is the chosen one plus a number. Null otherwise.
 */
export function renamedFrom(chosen: string | null | undefined, stored: string | null | undefined): string | null {
  if (!chosen || !stored || chosen === stored) return null
  const split = (name: string) => /^(.*?)(\.[^.]*)?$/.exec(name)!.slice(1) as [string, string | undefined]
  const [chosenBase] = split(chosen)
  const [storedBase] = split(stored)
  const numbered = /^(.*)-\d+$/.exec(storedBase)
  if (!numbered) return null
  const chosenRoot = /^(.*)-\d+$/.exec(chosenBase)?.[1]
  return numbered[1] === chosenBase || numbered[1] === chosenRoot ? chosen : null
}

/** The notice on a renamed photo's page. */
export const renameNotice = (chosen: string, stored: string) =>
  `Ya había una foto llamada ${chosen}; esta se ha guardado como ${stored}.`
