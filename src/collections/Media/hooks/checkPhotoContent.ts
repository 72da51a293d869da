import type { CollectionBeforeOperationHook } from 'payload'

import { damagedPhotoMessage, EMPTY_FILE_MESSAGE, notAPhotoMessage } from '@/lib/mediaUploadRules'
import { fileKind, PHOTO_KINDS } from '@/photos/core/fileKind'
import { jpegReachesEnd, readJpegStart, readStart } from '@/photos/server/uploadedBytes'

import { refuseUpload } from './refuseUpload'

/**
 * Refuses, in Spanish and with what to do, a file that is no photo whatever its name says, before
 * Payload reads it (whose own words were «file. File type text/plain (from extension jpg) is not
 * allowed.» and «No se ha podido subir el archivo. Vuelve a intentarlo.»): an empty file, one whose
 * first bytes are a PDF, a ZIP, a video…, and a JPEG cut short, which no retry can mend. A JPEG's
 * end is found by reading it once, a few MB at a time; nothing is decoded.
 */
export const checkPhotoContent: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  const start = await readStart(file, 4096)
  if (file.size === 0 || start.length === 0) throw refuseUpload(EMPTY_FILE_MESSAGE, 422)
  const kind = fileKind(start)
  if (!PHOTO_KINDS.has(kind)) throw refuseUpload(notAPhotoMessage(file.name, kind), 415)
  if (kind !== 'jpeg') return
  const { header } = await readJpegStart(file)
  if (header.kind !== 'header' || !(await jpegReachesEnd(file, header.scanStart)))
    throw refuseUpload(damagedPhotoMessage(file.name), 422)
}
