import type { CSSProperties } from 'react'

import type { SlidesPerView } from './core/slidesPerView'

const BREAKPOINT_KEYS = { desktop: 'd', tablet: 't', mobile: 'm' } as const

/**
 * The carousel's layout as CSS custom properties, one per breakpoint: how many slides share the
 * width, and whether the buttons show (not where every slide already fits). carousel.css picks the
 * breakpoint's values, so the server's HTML is the final layout and nothing shifts when the script
 * starts.
 */
export function carouselLayoutStyle(perView: SlidesPerView, count: number): CSSProperties {
  const style: Record<string, string | number> = {}
  for (const [breakpoint, key] of Object.entries(BREAKPOINT_KEYS) as [keyof SlidesPerView, string][]) {
    style[`--carousel-per-${key}`] = perView[breakpoint]
    if (count <= perView[breakpoint]) style[`--carousel-nav-${key}`] = 'none'
  }
  return style as CSSProperties
}
