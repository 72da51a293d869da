/** The page, and the part of it being read, in document coordinates (px from the page's top). */
export type ReadingInput = {
  scrollY: number
  viewportHeight: number
  documentHeight: number
  /** What covers the window's top edge (the sticky header): reading starts just below it. */
  topInset: number
  /** The article's content, or null to follow the whole page. */
  content: { top: number; height: number } | null
}

const clamp = (n: number) => Math.min(1, Math.max(0, n))

/**
 * How much has been read, 0 to 1. The whole page: how far it has scrolled of what it can scroll.
 * The content: 0 until its top reaches the header's bottom edge, 1 once its bottom is in view at
 * the window's bottom edge. A page or content that fits in the window counts as read once its end
 * is in view.
 */
export function readingProgress({ scrollY, viewportHeight, documentHeight, topInset, content }: ReadingInput): number {
  if (!content) {
    const scrollable = documentHeight - viewportHeight
    return scrollable <= 0 ? 1 : clamp(scrollY / scrollable)
  }
  const start = content.top - topInset
  const end = content.top + content.height - viewportHeight
  if (end <= start) return scrollY >= end ? 1 : 0
  return clamp((scrollY - start) / (end - start))
}
