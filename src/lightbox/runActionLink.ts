import { parseActionLink } from '@/actionLinks/parseActionLink'

import type { LightboxSettings } from './core/lightboxSettings'
import type { LightboxSlide } from './core/lightboxSlide'
import { resolveAction } from './core/resolveAction'
import { gallerySlides } from './imageLinkSlides'
import { isLatestTurn, takeTurn } from './openTurn'
import { pageSettings } from './pageSettings'

/**
 * A click on an Elementor action link (seed §2), once this small chunk is here (LightboxLoader has
 * already cancelled the navigation, so the hash never reaches the address bar). Only an action
 * that opens something fetches the lightbox itself: a popup action, an unknown one or unreadable
 * settings cost this chunk and one console warning at most.
 */
export function runActionLink(link: HTMLAnchorElement): void {
  const parsed = parseActionLink(link.getAttribute('href') ?? '')
  if (!parsed) return
  if (!parsed.ok) return console.warn(parsed.warning)
  const settings = pageSettings()
  const outcome = resolveAction(parsed.link, { popupsPresent: settings.popupsPresent, gallery: gallerySlides })
  if (outcome.kind === 'warn') return console.warn(outcome.warning)
  if (outcome.kind === 'open') void open(outcome.slides, outcome.index, link, settings)
}

// The lightbox, plus what a video needs: our own files play through the library's Video plugin,
// YouTube and Vimeo through EmbedPlugin. Each is fetched only when a slide needs it.
async function open(slides: LightboxSlide[], index: number, link: HTMLAnchorElement, settings: LightboxSettings) {
  const turn = takeTurn()
  const needs = (type: LightboxSlide['type']) => slides.some((s) => s.type === type)
  const [{ showLightbox }, video, embed] = await Promise.all([
    import('./showLightbox'),
    needs('video') ? import('yet-another-react-lightbox/plugins/video').then((m) => [m.default]) : [],
    needs('embed') ? import('./EmbedPlugin').then((m) => [m.EmbedPlugin]) : [],
  ])
  if (isLatestTurn(turn)) showLightbox(slides, index, link, settings, [...video, ...embed])
}
