import type { CollectionAfterReadHook } from 'payload'

import { uploadsUrl } from '@/lib/uploadsPath'

/**
 * Points every URL of a media document (original and sizes) at its WordPress-style address, which
 * the site and nginx serve straight from the media folder.
 */
export const setPublicUrls: CollectionAfterReadHook = ({ doc }) => {
  if (!doc?.filename || !doc.folder) return doc
  doc.url = uploadsUrl(doc.folder, doc.filename)
  for (const size of Object.values<{ filename?: string | null; url?: string | null }>(doc.sizes ?? {})) {
    if (size?.filename) size.url = uploadsUrl(doc.folder, size.filename)
  }
  return doc
}
