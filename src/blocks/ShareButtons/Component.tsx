import { getSettings } from '@/data/globals'
import { getPageById } from '@/data/pages'
import { env } from '@/env'
import { formRenderScope } from '@/blocks/renderScope'
import { absoluteUrl } from '@/lib/permalink'
import { DEFAULT_SHARE_BUTTONS } from '@/lib/shareNetworks'
import type { ShareButtonsBlock } from '@/payload-types'
import { shareCatalog } from '@/lib/shareNetworks'

import { ShareButtons } from './ShareButtons'

/**
 * Share buttons for the page that holds the block. The block tree does not carry its page, so the
 * page is read from the render scope PageView fills for every page (the one contact forms use).
 */
export async function ShareButtonsComponent({ label, networks, view, counts, id }: ShareButtonsBlock) {
  const scope = formRenderScope()
  const [settings, page] = await Promise.all([
    getSettings(),
    scope.containerPostId ? getPageById(scope.containerPostId) : null,
  ])
  const siteUrl = env().siteUrl
  const image = typeof page?.meta?.image === 'object' ? page.meta.image?.url : null
  return (
    <ShareButtons
      networks={networks?.length ? networks : DEFAULT_SHARE_BUTTONS}
      url={absoluteUrl(siteUrl, scope.path)}
      title={page?.meta?.title || page?.title || settings.studioName}
      image={image ? absoluteUrl(siteUrl, image) : null}
      view={view}
      counts={counts}
      label={label}
      catalog={shareCatalog(settings)}
      id={id ? `compartir-${id}` : undefined}
    />
  )
}
