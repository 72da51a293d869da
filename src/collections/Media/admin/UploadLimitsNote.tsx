import { MEDIA_LIMITS_NOTE } from '@/lib/mediaUploadRules'

import './uploadLimitsNote.css'

/** Beside the upload field (first of the photo's fields): what the library takes, before choosing a file. */
export function UploadLimitsNote() {
  return <p className="field-description revela-upload-limits">{MEDIA_LIMITS_NOTE}</p>
}
