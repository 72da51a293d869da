import { CAROUSEL } from '@/lib/constants'

/** How many slides a carousel shows side by side at each breakpoint. */
export type SlidesPerView = { desktop: number; tablet: number; mobile: number }

/**
 * The seed's rule (§9): the editor chooses the desktop count (3 unless told otherwise); a tablet
 * shows 2, or 1 when the desktop shows only 1, and a phone 1. A smaller screen never shows more
 * slides than a larger one, so a tablet takes the smaller of the two.
 */
export function slidesPerView(desktop: number | string | null | undefined): SlidesPerView {
  const chosen = Number(desktop)
  const d = Number.isInteger(chosen) && chosen >= 1 ? chosen : CAROUSEL.slidesDesktop
  return { desktop: d, tablet: Math.min(d, CAROUSEL.slidesTablet), mobile: Math.min(d, CAROUSEL.slidesMobile) }
}
