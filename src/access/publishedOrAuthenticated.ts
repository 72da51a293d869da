import type { Access } from 'payload'

/**
 * Editors read everything, drafts included; the public reads only what is published.
 * Returning a query (not `false`) lets anonymous list requests succeed with published documents.
 */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
