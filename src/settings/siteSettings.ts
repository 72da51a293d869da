import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

import { keptPerPayload } from './keptPerPayload'

/**
 * How long a server path (a form's or a comment's post, a sign-in, the hourly purge) trusts the
 * settings it last read. This instance forgets them as soon as they are saved (forgetSiteSettings,
 * the global's afterChange hook); the short life bounds what another instance behind the same
 * load balancer, or a read that raced the save's commit, can keep: under a second.
 */
export const SETTINGS_FRESH_MS = 1000

const settings = keptPerPayload(
  (payload) => payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  SETTINGS_FRESH_MS,
)

/**
 * The site's settings (depth 0: relations as ids) for the server's own work, read at most once a
 * second however many posts arrive, and once per submission. Pages do not use it: what they render
 * is stored until the next publish, so data/globals reads the settings fresh for each render.
 */
export const siteSettings = (payload: Payload): Promise<SiteSetting> => settings.get(payload)

/** Saved settings: the next read on this instance goes to the database. */
export const forgetSiteSettings = (payload: Payload): void => settings.forget(payload)
