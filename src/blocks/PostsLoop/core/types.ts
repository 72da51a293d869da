/** What the posts loop block shows, with its defaults and bounds applied (see loopSettings). */
export interface LoopSettings {
  /** Only this category's posts, when set. */
  categoryId: number | null
  perPage: number
  columns: 1 | 2 | 3 | 4
  showFilter: boolean
  pagination: LoopPagination
  showExcerpt: boolean
  showImage: boolean
  /** The cards' title level: h3 under a section's h2 by default. */
  headingLevel: 2 | 3 | 4
}

export type LoopPagination = 'none' | 'numbers' | 'prevNext'

/** Which page of which categories a visitor asked for. */
export interface LoopQuery {
  page: number
  /** Category slugs; none means every category. */
  terms: string[]
  /** Posts in any of the terms (OR) or in all of them (AND), as Elementor's taxonomy filter says. */
  join: 'OR' | 'AND'
}

export const FIRST_PAGE: LoopQuery = { page: 1, terms: [], join: 'OR' }

export interface LoopImage {
  avif: string
  webp: string
  src: string
  alt: string
  width: number | null
  height: number | null
}

/** One post as its card shows it, every text still raw (the renderer escapes). */
export interface LoopCard {
  id: number
  title: string
  href: string
  /** ISO date for `datetime`, and the same date in words. */
  date: string | null
  dateText: string
  excerpt: string
  image: LoopImage | null
  categories: { name: string; href: string }[]
}

export interface LoopCategory {
  slug: string
  name: string
}

/**
 * `posts`: a page of cards. `none`: the loop's first page and nothing published yet.
 * `out-of-range`: a page past the last, a filter without posts, or an address that cannot be read.
 */
export type LoopOutcome = 'posts' | 'none' | 'out-of-range'

/** Everything the region's markup depends on. */
export interface LoopView {
  widgetId: string
  settings: LoopSettings
  query: LoopQuery
  /**
   * The query of the address the region is drawn for ('' on the prerendered page, which has none):
   * its links keep the other loops' pages and filters found there.
   */
  search: string
  cards: LoopCard[]
  /** Posts matching the query, all pages together. */
  total: number
  pages: number
  /** The filter's choices: the categories that have posts in this loop. */
  categories: LoopCategory[]
  outcome: LoopOutcome
}
