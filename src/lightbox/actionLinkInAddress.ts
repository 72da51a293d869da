import { lightboxLinkKind } from './lightboxLinkKind'

/**
 * The link on this page that carries the Elementor action in the address (a shared
 * «…/book-de-fotos/#elementor-action:…»), which Elementor runs when the page opens. Only an action
 * some link here carries, as Elementor does: a crafted address cannot make the page open anything
 * the studio did not put on it. Both spell the fragment the same way (the URL parser serialises
 * `link.hash` and `location.hash` alike), percent-encoded or not.
 */
export function actionLinkInAddress(): HTMLAnchorElement | null {
  const hash = location.hash
  if (!hash) return null
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')) {
    if (link.hash === hash && lightboxLinkKind(link) === 'action') return link
  }
  return null
}
