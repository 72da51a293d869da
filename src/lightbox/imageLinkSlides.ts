import { imageSlide } from './core/imageSlide'
import type { ImageSlide } from './core/lightboxSlide'

import { lightboxLinkKind } from './lightboxLinkKind'

/**
 * An image link as a slide: the title and description the media library gave it (data-title,
 * data-description; the title falls back to the link's title attribute, nothing else does), the
 * responsive sizes (data-srcset, data-width, data-height) and the alt text of its picture.
 */
export function linkSlide(link: HTMLAnchorElement): ImageSlide | null {
  const { title, description, srcset, width, height } = link.dataset
  return imageSlide({
    url: link.href,
    title: title ?? link.getAttribute('title'),
    description,
    srcset,
    width,
    height,
    alt: link.querySelector('img')?.alt,
  })
}

const imageLinks = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((a) => lightboxLinkKind(a) === 'image')

const SLIDESHOW = 'elementorLightboxSlideshow'
const inGallery = (gallery: Element) => (a: HTMLAnchorElement) => a.closest('[data-gallery]') === gallery
const toSlides = (links: HTMLAnchorElement[]) => links.map(linkSlide).filter((s): s is ImageSlide => s !== null)

/**
 * The links a clicked image link is shown with (seed §2): those of the same Elementor slideshow
 * id, else of the same gallery (closest [data-gallery]), else those of the same <section> that are
 * in no gallery (a gallery keeps its own set); a link in neither stands alone.
 */
export function groupOf(link: HTMLAnchorElement): HTMLAnchorElement[] {
  const slideshow = link.dataset[SLIDESHOW]
  if (slideshow) return imageLinks(document).filter((a) => a.dataset[SLIDESHOW] === slideshow)
  const gallery = link.closest('[data-gallery]')
  if (gallery) return imageLinks(gallery).filter(inGallery(gallery))
  const section = link.closest('section')
  if (section)
    return imageLinks(section).filter((a) => !a.closest('[data-gallery]') && a.closest('section') === section)
  return [link]
}

/** The slides of a gallery or Elementor slideshow named by an action link's `slideshow` id. */
export function gallerySlides(id: string): ImageSlide[] {
  const gallery = Array.from(document.querySelectorAll<HTMLElement>('[data-gallery]')).find(
    (el) => el.dataset.gallery === id,
  )
  return toSlides(
    gallery
      ? imageLinks(gallery).filter(inGallery(gallery))
      : imageLinks(document).filter((a) => a.dataset[SLIDESHOW] === id),
  )
}

/** The slides for a clicked image link and where it is among them. */
export function imageLinkSlides(link: HTMLAnchorElement): { slides: ImageSlide[]; index: number } {
  const group = groupOf(link).filter((a) => linkSlide(a))
  return { slides: toSlides(group), index: Math.max(0, group.indexOf(link)) }
}
