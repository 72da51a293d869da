import 'server-only'

import { cache } from 'react'

import { payloadClient } from './payload'

/** The menu, footer and settings, read once per render (server side, so settings stay private). */
export const getHeader = cache(async () => (await payloadClient()).findGlobal({ slug: 'header', depth: 1, overrideAccess: true }))
export const getFooter = cache(async () => (await payloadClient()).findGlobal({ slug: 'footer', depth: 1, overrideAccess: true }))
export const getSettings = cache(async () =>
  (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true }),
)

/** The id of the page chosen as the front page (served at /), if any. */
export const getHomePageId = cache(async (): Promise<number | undefined> => {
  const { homePage } = await getSettings()
  return (typeof homePage === 'object' ? homePage?.id : homePage) ?? undefined
})
