import type { Access } from 'payload'

import { userIsAdmin } from './isAdmin'

/** Admins manage every account; an editor reads and edits only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user as { roles?: string[] })) return true
  return { id: { equals: req.user.id } }
}
