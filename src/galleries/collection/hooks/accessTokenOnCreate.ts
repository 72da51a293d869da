import type { FieldHook } from 'payload'

import { newAccessToken } from '@/galleries/server/newAccessToken'

/**
 * The gallery's private link token: made by the server when the gallery is created (a copy of a
 * gallery gets its own), and kept as it was on every change, whatever a request or the Local API
 * sends: a link already sent to a client never changes under it, and nobody picks a guessable one.
 */
export const accessTokenOnCreate: FieldHook = ({ operation, originalDoc }) =>
  operation === 'create' ? newAccessToken() : (originalDoc as { accessToken?: string } | undefined)?.accessToken
