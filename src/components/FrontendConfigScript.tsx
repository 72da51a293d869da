import { getSettings } from '@/data/globals'
import { isPreviewing } from '@/data/preview'
import { env } from '@/env'
import { buildFrontendConfig } from '@/lib/frontendConfig'
import { safeJson } from '@/lib/safeJson'
import { shareCatalog } from '@/lib/shareNetworks'

type Props = { post: Parameters<typeof buildFrontendConfig>[0]['post'] }

/** Embeds the page's front-end configuration as inert JSON (read by the browser features). */
export async function FrontendConfigScript({ post }: Props) {
  const settings = await getSettings()
  const shareNetworks = shareCatalog(settings)
  const preview = await isPreviewing()
  const config = buildFrontendConfig({ siteUrl: env().siteUrl, post, shareNetworks, preview })
  return <script id="revela-config" type="application/json" dangerouslySetInnerHTML={{ __html: safeJson(config) }} />
}
