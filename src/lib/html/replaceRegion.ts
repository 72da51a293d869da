/**
 * The page's HTML with the region between two markers (markers included) replaced, or null when
 * the page does not have them in order.
 */
export function replaceRegion(
  html: string,
  [open, close]: readonly [string, string],
  replacement: string,
): string | null {
  const start = html.indexOf(open)
  const end = start < 0 ? -1 : html.indexOf(close, start + open.length)
  if (start < 0 || end < 0) return null
  return html.slice(0, start) + replacement + html.slice(end + close.length)
}
