import { imageLinkSlides } from './imageLinkSlides'
import { takeTurn } from './openTurn'
import { pageSettings } from './pageSettings'
import { showLightbox } from './showLightbox'

/**
 * A click on an image link, once the lightbox's code is here (the entry of its chunk, imported by
 * LightboxLoader, which has already cancelled the navigation): the image opens among the others of
 * its gallery or section.
 */
export function openImageLink(link: HTMLAnchorElement): void {
  takeTurn() // an action link's open still waiting on its code gives way to this one
  const settings = pageSettings()
  const { slides, index } = imageLinkSlides(link)
  // With the global lightbox switched off, an image link is an ordinary link again.
  if (!settings.enabled || !slides.length) return location.assign(link.href)
  showLightbox(slides, index, link, settings)
}
