import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/db/payloadClient'

/**
 * Whether this request is an editor's preview: Next's draft mode is on (the admin's preview link
 * turned it on) AND the browser still holds a valid admin session. A draft-mode cookie left behind
 * after the session ended (logout, expiry, another person at the same computer) shows the published
 * site. Outside draft mode nothing is read from the request, so prerendered pages stay static.
 */
export const isPreviewing = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await payloadClient()
  // A session Payload cannot read (expired, signed with an old secret) is no session: the published site.
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return Boolean(user)
})
