/**
 * Small drawing helpers for the shape dividers. Every shape is drawn in a 1000 × 100 box (Elementor's
 * usual view box) as the line where its fill ends: an `Edge` starts at x = 0 and ends at x = 1000.
 */
export type Point = readonly [x: number, y: number]

/** The line where a shape's fill ends: its height at x = 0 and the path commands that take it to x = 1000. */
export type Edge = { start: number; d: string }

export const VIEW_WIDTH = 1000
export const VIEW_HEIGHT = 100

/** A coordinate with at most one decimal, as short as it can be written. */
export const num = (value: number): string => String(Math.round(value * 10) / 10)

const at = ([x, y]: Point) => `${num(x)},${num(y)}`

/** Straight segments through the points; the first one is where the edge starts. */
export function straight(points: readonly Point[]): Edge {
  const [first, ...rest] = points
  return { start: first?.[1] ?? 0, d: rest.map((p) => `L${at(p)}`).join('') }
}

/**
 * A smooth line through the points, level at each of them (crests and troughs), like a hand-drawn
 * wave or a range of hills.
 */
export function eased(points: readonly Point[], tension = 0.4): Edge {
  const d = points.slice(1).map((p, i) => {
    const [x0, y0] = points[i]!
    const [x1, y1] = p
    const reach = (x1 - x0) * tension
    return `C${at([x0 + reach, y0])} ${at([x1 - reach, y1])} ${at(p)}`
  })
  return { start: points[0]?.[1] ?? 0, d: d.join('') }
}

/** Evenly spaced points along the width, their height given by `y(x)`. */
export function sampled(step: number, y: (x: number) => number): Point[] {
  const points: Point[] = []
  for (let x = 0; x <= VIEW_WIDTH; x += step) points.push([x, y(x)])
  return points
}

/** A repeatable «random» number in [-1, 1] for the nth point, so a shape is drawn the same every time. */
export function wobble(n: number): number {
  const s = Math.sin(n * 127.1 + 311.7) * 43758.5453
  return (s - Math.floor(s)) * 2 - 1
}
