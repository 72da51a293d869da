/**
 * How far an element has travelled through the window, from 0 (its top just entering at the
 * bottom) to 1 (its bottom just leaving at the top). `top` is its top relative to the window, as
 * getBoundingClientRect() gives it; before and after the pass the value stays at 0 or 1.
 */
export function viewportProgress(top: number, height: number, viewportHeight: number): number {
  const distance = viewportHeight + height
  if (distance <= 0) return 0
  return Math.min(1, Math.max(0, (viewportHeight - top) / distance))
}
