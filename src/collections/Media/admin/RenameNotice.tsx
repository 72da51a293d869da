import type { UIFieldServerComponent } from 'payload'

import { renameNotice } from '@/lib/mediaUploadRules'

import './renameNotice.css'

/**
 * On a photo stored under another name than the one it was uploaded with (that one was taken): says
 * so, with both names, so the studio knows which file its address points at.
 */
export const RenameNotice: UIFieldServerComponent = ({ data }) => {
  const chosen = typeof data?.uploadedName === 'string' ? data.uploadedName : null
  const stored = typeof data?.filename === 'string' ? data.filename : null
  if (!chosen || !stored || chosen === stored) return null
  return (
    <p className="revela-rename-notice" role="status">
      {renameNotice(chosen, stored)}
    </p>
  )
}
