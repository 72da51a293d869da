/**
 * Whether posted values count as a choice to show again: PHP's truthiness, which CF7 relies on,
 * so a posted blank (or "0") falls back to the tag's default like nothing posted.
 */
export function isShown(posted: readonly string[] | undefined): posted is readonly string[] {
  if (posted === undefined || posted.length === 0) return false
  return posted.length > 1 || (posted[0] !== '' && posted[0] !== '0')
}
