import type { CollectionBeforeChangeHook } from 'payload'
import { getSanitizedUploadFilename } from 'payload/shared'

import { renamedFrom } from '@/lib/mediaUploadRules'

/**
 * The name the studio chose for a new or replaced file, kept when the library had to store it under
 * another (a photo already had it): the edit view says so (admin/RenameNotice).
 */
export const keepUploadedName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.file?.name || typeof data.filename !== 'string') return data
  return { ...data, uploadedName: renamedFrom(getSanitizedUploadFilename(req.file.name), data.filename) }
}
