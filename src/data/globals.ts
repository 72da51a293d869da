import 'server-only'

import { cache } from 'react'

import { siteSettings } from '@/settings/siteSettings'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'
import { linkTagsIn } from '@/revalidation/linkTagsIn'

import { payloadClient } from '@/db/payloadClient'

/**
 * The menu, footer and settings for a page being rendered, read fresh once per render (server
 * side, so settings stay private): what a render draws is stored until the next publish, so it
 * must not come from an earlier read. Depth 1: the logo's image and the front page's address.
 */
export const getHeader = cache(async () => {
  const header = await (await payloadClient()).findGlobal({ slug: 'header', depth: 1, overrideAccess: true })
  await tagRender(cacheTags.header, cacheTags.media, ...linkTagsIn(header.items))
  return header
})
export const getFooter = cache(async () => {
  const footer = await (await payloadClient()).findGlobal({ slug: 'footer', depth: 1, overrideAccess: true })
  await tagRender(cacheTags.footer, ...linkTagsIn(footer))
  return footer
})
export const getSettings = cache(async () => {
  await tagRender(cacheTags.settings, cacheTags.media)
  return (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
})

/**
 * The settings for a request that renders nothing stored (an API answer, a form's post): the
 * shared, briefly kept read of globals/SiteSettings/siteSettings (relations as ids).
 */
export const getRequestSettings = async () => siteSettings(await payloadClient())

/** The id of the page chosen as the front page (served at /), if any. */
export const getHomePageId = cache(async (): Promise<number | undefined> => {
  const { homePage } = await getSettings()
  return (typeof homePage === 'object' ? homePage?.id : homePage) ?? undefined
})
