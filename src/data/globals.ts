import 'server-only'

import { cache } from 'react'

import { payloadClient } from './payload'

/** The menu, footer and settings, read once per render (server side, so settings stay private). */
export const getHeader = cache(async () => (await payloadClient()).findGlobal({ slug: 'header', depth: 1, overrideAccess: true }))
export const getFooter = cache(async () => (await payloadClient()).findGlobal({ slug: 'footer', depth: 1, overrideAccess: true }))
export const getSettings = cache(async () =>
  (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true }),
)
