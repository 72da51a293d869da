/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): the arrows go to the
 * next or previous tab and wrap around at the ends, Home and End go to the first and last. Any
 * other key is not the tab list's: null, so the browser handles it as usual.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count < 1) return null
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
