import { BREAKPOINTS, DISABLED_BREAKPOINTS, LANGUAGE, LAZY_LOAD_MARGIN_PX } from './constants'
import type { ShareNetwork } from './shareNetworks'

/** The current document as the page builder described it (seed §3 "Page post"). */
export type FrontendPost = { id: number; title: string; excerpt: string; featuredImage: string }

export type FrontendConfig = ReturnType<typeof buildFrontendConfig>

/**
 * The front-end configuration embedded in every page as JSON (seed §3 "Site-wide front-end
 * configuration"). Browser features of later work read it instead of hard-coding settings.
 */
export function buildFrontendConfig(input: {
  siteUrl: string
  post: { id: number; title: string; excerpt?: string | null; featuredImage?: string | null } | null
  shareNetworks: ShareNetwork[]
  /** True only for a signed-in editor previewing drafts; always false on public pages. */
  preview?: boolean
}) {
  const { siteUrl, post, shareNetworks, preview = false } = input
  return {
    locale: LANGUAGE,
    environmentMode: { edit: false, wpPreview: preview },
    post: post
      ? ({
          id: post.id,
          title: encodeURIComponent(post.title),
          excerpt: post.excerpt ?? '',
          featuredImage: post.featuredImage ? new URL(post.featuredImage, siteUrl + '/').toString() : '',
        } satisfies FrontendPost)
      : null,
    lazy_load_background_images: true,
    lazy_load_margin: LAZY_LOAD_MARGIN_PX,
    popups_present: false,
    share_networks: shareNetworks.map((n) =>
      n.hasCounter ? { name: n.name, title: n.title, has_counter: true } : { name: n.name, title: n.title },
    ),
    lightbox: {
      global_image_lightbox: 'yes',
      lightbox_enable_counter: 'yes',
      lightbox_enable_fullscreen: 'yes',
      lightbox_enable_zoom: 'yes',
      lightbox_enable_share: 'yes',
      lightbox_title_src: 'title',
      lightbox_description_src: 'description',
    },
    breakpoints: {
      mobile: { value: BREAKPOINTS.mobile, direction: 'max', is_enabled: true },
      tablet: { value: BREAKPOINTS.tablet, direction: 'max', is_enabled: true },
      mobile_extra: { value: DISABLED_BREAKPOINTS.mobile_extra, direction: 'max', is_enabled: false },
      tablet_extra: { value: DISABLED_BREAKPOINTS.tablet_extra, direction: 'max', is_enabled: false },
      laptop: { value: DISABLED_BREAKPOINTS.laptop, direction: 'max', is_enabled: false },
      widescreen: { value: DISABLED_BREAKPOINTS.widescreen, direction: 'min', is_enabled: false },
    },
    urls: {
      ajax: `${siteUrl}/wp-admin/admin-ajax.php`,
      rest: `${siteUrl}/wp-json/`,
    },
  }
}
