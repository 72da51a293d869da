import { isLightboxImageLink } from './core/isLightboxImageLink'

export type LightboxLinkKind = 'image' | 'action'

// Elementor writes the fragment percent-encoded (`#elementor-action%3A…`); hand-written links don't.
const ACTION_LINK = /#elementor-action(?::|%3a)/i

/**
 * Whether a link opens the lightbox: an action link to this very page (one to another page is
 * followed), or a link to an image file that is neither a download nor opted out with Elementor's
 * `data-elementor-open-lightbox="no"`.
 */
export function lightboxLinkKind(link: HTMLAnchorElement): LightboxLinkKind | null {
  if (ACTION_LINK.test(link.getAttribute('href') ?? '')) {
    return link.origin === location.origin && link.pathname === location.pathname && link.search === location.search
      ? 'action'
      : null
  }
  if (link.dataset.elementorOpenLightbox === 'no' || link.hasAttribute('download')) return null
  return isLightboxImageLink(link.href) ? 'image' : null
}
