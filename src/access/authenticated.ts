import type { Access } from 'payload'

/** Any signed-in editor or admin. */
export const authenticated: Access = ({ req }) => Boolean(req.user)
