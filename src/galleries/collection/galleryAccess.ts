import type { Access, FieldAccess } from 'payload'

/** Nobody through the API: what only the server writes (with overrideAccess). */
export const nobody: Access & FieldAccess = () => false

/** Any signed-in editor or admin: the studio. A client never reaches these collections through the API. */
export const studio: Access & FieldAccess = ({ req }) => Boolean(req.user)

/** The same rule for every operation: galleries are the studio's, denied to everyone else by default. */
export const studioOnly = { read: studio, create: studio, update: studio, delete: studio }
