/**
 * The bounds of what a posts loop accepts, in one place: the block's settings, the refresh
 * endpoint's body and the page and filter read from an address. They live beside the loop (not in
 * lib/constants) because nothing else reads them.
 */
export const LOOP_LIMITS = {
  /** A refresh request is a few hundred bytes; 16 KB leaves room for long addresses and nothing more. */
  maxBodyBytes: 16 * 1024,
  /** No studio blog reaches this many pages; a larger number is a typo or a probe. */
  maxPage: 9999,
  /** Categories one filter may combine (the filter row selects one; Elementor's allows a few). */
  maxTerms: 10,
  /** slugify() cuts slugs at 190 characters. */
  maxSlugLength: 190,
  maxUrlLength: 2000,
  /**
   * Refreshes one address may ask per window. Every click on a filter or a page is one, so the
   * bound is a visitor paging through the whole blog several times (and a few visitors sharing an
   * office's or a school's address), far above a person and far below a script's flood.
   */
  refreshPerIp: 120,
  refreshWindowMs: 10 * 60 * 1000,
  perPage: { min: 1, max: 24, default: 3 },
  columns: { min: 1, max: 4, default: 3 },
} as const

/** A block id as Payload writes them (24 hex digits), or any short id of letters, digits, `-` and `_`. */
export const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A category slug as the slug field allows them: lower-case letters and digits joined by single hyphens. */
export const TERM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether a text is a category slug this site can have. */
export const isTermSlug = (text: string): boolean => text.length <= LOOP_LIMITS.maxSlugLength && TERM_SLUG.test(text)
