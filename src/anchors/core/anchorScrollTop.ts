/**
 * The scroll position that shows an anchor's target just below the sticky header: its top
 * (document coordinates) less what covers the top of the window, never above the page's start
 * nor past its end.
 */
export function anchorScrollTop(targetTop: number, coveredTop: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, maxScroll), Math.max(0, targetTop - coveredTop)))
}
