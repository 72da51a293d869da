import type { Payload } from 'payload'

import { pagePermalink } from '@/lib/permalink'

import { keptPerPayload } from '@/settings/keptPerPayload'
import { SETTINGS_FRESH_MS, siteSettings } from '@/settings/siteSettings'

async function read(payload: Payload): Promise<string | null> {
  const { homePage } = await siteSettings(payload)
  const id = typeof homePage === 'object' ? homePage?.id : homePage
  if (!id) return null
  const page = await payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { path: true, slug: true },
  })
  return page ? pagePermalink(page) : null
}

const kept = keptPerPayload(read, SETTINGS_FRESH_MS)

/**
 * The front page's address as an ordinary page (`/inicio/`), which the proxy sends to /. Asked on
 * every page request, so it is kept like the settings: forgotten on this instance when the settings
 * or a page are saved, and read again at most once a second (another instance's change).
 */
export const frontPagePathOf = (payload: Payload): Promise<string | null> => kept.get(payload)

export const forgetFrontPagePath = (payload: Payload): void => kept.forget(payload)
