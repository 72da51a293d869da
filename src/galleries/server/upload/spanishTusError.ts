import { ERRORS } from '@tus/server'

import { formatBytes } from '@/lib/formatBytes'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

type TusAnswer = { status_code: number; body: string }

// tus's own refusals, said again as the studio's uploader shows them.
const SPANISH = new Map<string, string>([
  [ERRORS.MISSING_OFFSET.body, 'Falta la posición de la subida (Upload-Offset).'],
  [ERRORS.INVALID_CONTENT_TYPE.body, 'El fragmento debe enviarse como application/offset+octet-stream.'],
  [ERRORS.FILE_NOT_FOUND.body, 'Esta subida no existe; hay que empezarla de nuevo.'],
  [ERRORS.FILE_NO_LONGER_EXISTS.body, 'Esta subida ha caducado; hay que empezarla de nuevo.'],
  [ERRORS.INVALID_OFFSET.body, 'La posición enviada no coincide con lo que ya ha llegado; se reanudará desde ahí.'],
  [ERRORS.ERR_SIZE_EXCEEDED.body, 'Se ha enviado más de lo que el archivo dijo pesar.'],
  [ERRORS.ERR_MAX_SIZE_EXCEEDED.body, `La foto pesa más de ${formatBytes(GALLERY_LIMITS.maxUploadBytes)}, el máximo.`],
  [ERRORS.INVALID_LENGTH.body, 'Hay que indicar el tamaño del archivo al empezar.'],
  [ERRORS.INVALID_METADATA.body, 'Los datos de la subida (Upload-Metadata) no son válidos.'],
  [ERRORS.ERR_LOCK_TIMEOUT.body, 'Esta subida está ocupada con otra petición; se volverá a intentar.'],
  [ERRORS.ABORTED.body, 'La petición se interrumpió.'],
  [ERRORS.FILE_WRITE_ERROR.body, 'No se pudo guardar el fragmento recibido; se volverá a intentar.'],
  [ERRORS.UNKNOWN_ERROR.body, 'No se pudo atender la subida; se volverá a intentar.'],
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, 'Las subidas en paralelo de un mismo archivo no se admiten.'],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body, 'Hay que indicar el tamaño del archivo al empezar.'],
])

/**
 * tus's answer to a failed request in Spanish, or undefined to keep it (a refusal of ours already
 * is). An error that is not tus's (a disk or S3 failure) is logged and answered as tus's unknown one.
 */
export function spanishTusError(error: Error | TusAnswer): TusAnswer | undefined {
  if (!('status_code' in error)) {
    console.error('Subida de galería: error inesperado', error)
    return { status_code: ERRORS.UNKNOWN_ERROR.status_code, body: SPANISH.get(ERRORS.UNKNOWN_ERROR.body)! }
  }
  const spanish = SPANISH.get(error.body)
  return spanish === undefined ? undefined : { status_code: error.status_code, body: spanish }
}
