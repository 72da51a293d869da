/**
 * Where Tab should move focus inside a modal dialog with `count` tabbable elements, focus being
 * on the one at `index` (-1: on the dialog itself or elsewhere). Returns the index to focus, or
 * null to let the browser move focus as usual (it stays inside: between the first and the last).
 * With nothing tabbable, focus stays where it is (-1).
 */
export function wrapFocus(index: number, count: number, backwards: boolean): number | null {
  if (count === 0) return -1
  if (index < 0) return backwards ? count - 1 : 0
  if (backwards && index === 0) return count - 1
  if (!backwards && index === count - 1) return 0
  return null
}
