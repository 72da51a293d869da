import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

/**
 * How long a server path (a form's or a comment's post, a sign-in, the hourly purge) trusts the
 * settings it last read. This instance forgets them as soon as they are saved (forgetSiteSettings,
 * the global's afterChange hook); the short life bounds what another instance behind the same
 * load balancer, or a read that raced the save's commit, can keep: under a second.
 */
export const SETTINGS_FRESH_MS = 1000

/** Per Payload instance: a test process may hold one on SQLite and one on PostgreSQL. */
const kept = new WeakMap<Payload, { value: Promise<SiteSetting>; until: number }>()

/**
 * The site's settings (depth 0: relations as ids) for the server's own work, read at most once a
 * second however many posts arrive, and once per submission. Pages do not use it: what they render
 * is stored until the next publish, so data/globals reads the settings fresh for each render.
 */
export function siteSettings(payload: Payload): Promise<SiteSetting> {
  const now = Date.now()
  const last = kept.get(payload)
  if (last && now < last.until) return last.value
  const value = payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const entry = { value, until: now + SETTINGS_FRESH_MS }
  kept.set(payload, entry)
  // A failed read (the database restarting) is not kept: the next post tries again.
  value.catch(() => {
    if (kept.get(payload) === entry) kept.delete(payload)
  })
  return value
}

/** Saved settings: the next read on this instance goes to the database. */
export function forgetSiteSettings(payload: Payload): void {
  kept.delete(payload)
}
