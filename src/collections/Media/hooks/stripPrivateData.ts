import type { CollectionBeforeOperationHook } from 'payload'

import { siteSettings } from '@/settings/siteSettings'
import { stripJpegPrivacy } from '@/photos/core/stripJpegPrivacy'
import { readJpegStart, writeStart } from '@/photos/server/uploadedBytes'

/**
 * The original is served as uploaded (/wp-content/uploads/…), so what its metadata says about
 * where it was taken (a client's home) or which camera took it (serial numbers) is removed from it
 * before it is stored, unless the studio turned «Quitar la ubicación y los números de serie de las
 * fotos» off. JPEG only, and losslessly: the header is rewritten in place, the image data untouched.
 * Other types are stored as uploaded (cameras and phones write GPS into JPEG; their web sizes carry
 * no metadata at all, as sharp writes none unless asked).
 */
export const stripPrivateData: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  if ((await siteSettings(req.payload)).stripPhotoPrivacy === false) return
  const { start, header } = await readJpegStart(file)
  if (header.kind !== 'header') return
  if (stripJpegPrivacy(start, header.segments)) await writeStart(file, start)
}
