import type { Payload } from 'payload'

import { pagePermalink } from '@/lib/permalink'

import { SETTINGS_FRESH_MS, siteSettings } from './siteSettings'

/** Per Payload instance, as the settings. */
const kept = new WeakMap<Payload, { value: Promise<string | null>; until: number }>()

async function read(payload: Payload): Promise<string | null> {
  const { homePage } = await siteSettings(payload)
  const id = typeof homePage === 'object' ? homePage?.id : homePage
  if (!id) return null
  const page = await payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, disableErrors: true, select: { path: true, slug: true } })
  return page ? pagePermalink(page) : null
}

/**
 * The front page's address as an ordinary page (`/inicio/`), which the proxy sends to /. Asked on
 * every page request, so it is kept like the settings: forgotten on this instance when the settings
 * or a page are saved, and read again at most once a second (another instance's change).
 */
export function frontPagePathOf(payload: Payload): Promise<string | null> {
  const now = Date.now()
  const last = kept.get(payload)
  if (last && now < last.until) return last.value
  const value = read(payload)
  const entry = { value, until: now + SETTINGS_FRESH_MS }
  kept.set(payload, entry)
  value.catch(() => {
    if (kept.get(payload) === entry) kept.delete(payload)
  })
  return value
}

export function forgetFrontPagePath(payload: Payload): void {
  kept.delete(payload)
}
