import { CAROUSEL } from '@/lib/constants'

/**
 * Whether a carousel starts at all (seed §9): with fewer than two slides there is nothing to move
 * through, so the slide is drawn as it is and no script is loaded.
 */
export function canStartCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL.minSlidesToStart
}
