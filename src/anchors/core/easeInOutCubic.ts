/** Slow start, slow finish: the curve anchor links scroll along, `t` and the result from 0 to 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t))
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}
