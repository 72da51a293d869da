import { BREAKPOINTS } from '@/lib/constants'

import type { SlidesPerView } from './slidesPerView'

/**
 * The widest a carousel can be on a desktop: the site's content column (--content, 72rem) less its
 * 1.25rem padding on each side, in CSS pixels. site.css owns the number; this copy only has to be
 * close, since the browser picks the next larger file anyway.
 */
const CONTENT_WIDTH_PX = 1112

/**
 * The sizes attribute of a slide's image: a share of the window's width on phones and tablets, a
 * share of the content column on desktops, so a phone showing one slide downloads a phone-sized file
 * and a desktop showing three downloads a third of the column.
 */
export function carouselImageSizes(perView: SlidesPerView): string {
  return [
    `(max-width: ${BREAKPOINTS.mobile}px) ${Math.ceil(100 / perView.mobile)}vw`,
    `(max-width: ${BREAKPOINTS.tablet}px) ${Math.ceil(100 / perView.tablet)}vw`,
    `${Math.ceil(CONTENT_WIDTH_PX / perView.desktop)}px`,
  ].join(', ')
}
