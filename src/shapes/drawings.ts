import type { ShapeName } from './catalog'
import { eased, num, sampled, straight, VIEW_HEIGHT, VIEW_WIDTH, wobble, type Edge } from './geometry'

/** One filled layer of a shape: from the top of the box down to its edge, at some opacity. */
export type Layer = { edge: Edge; opacity?: number }

const W = VIEW_WIDTH
const H = VIEW_HEIGHT

/** Drops of rain hanging from a band: each [centre, half width, length]. */
function drops(base: number, list: readonly (readonly [number, number, number])[]): Edge {
  const d = list.map(([cx, half, length]) => {
    const bottom = base + length
    const [left, right] = [num(cx - half), num(cx + half)]
    return `L${left},${base}C${num(cx - half * 0.2)},${base} ${left},${bottom} ${cx},${bottom}C${right},${bottom} ${num(cx + half * 0.2)},${base} ${right},${base}`
  })
  return { start: base, d: `${d.join('')}L${W},${base}` }
}

/** Puffs of cloud hanging from a band: half-ellipses, each [width, depth], side by side. */
function puffs(base: number, list: readonly (readonly [number, number])[]): Edge {
  let x = 0
  const d = list.map(([width, depth]) => {
    x += width
    return `A${width / 2},${depth} 0 0 0 ${x},${base}`
  })
  return { start: base, d: d.join('') }
}

/** Saw teeth across the whole width, hanging from a thin band. */
function teeth(count: number, band: number): Edge {
  const width = W / count
  return straight([
    [0, band],
    ...Array.from(
      { length: count },
      (_, i) =>
        [
          [i * width + width / 2, H],
          [(i + 1) * width, band],
        ] as const,
    ).flat(),
  ])
}

/** Level waves: `period` apart, between `crest` and `trough`, shifted by half a wave when `offset`. */
function ripples(period: number, crest: number, trough: number, offset = false) {
  return eased(
    sampled(period / 2, (x) => ((x / (period / 2) + (offset ? 1 : 0)) % 2 < 1 ? crest : trough)),
    0.45,
  )
}

/** A wave drawn with a dry brush: a gentle swell whose edge frays. */
function brush(shift: number, seed: number): Edge {
  return straight(
    sampled(
      8,
      (x) =>
        shift +
        18 * Math.sin((x / 520) * 2 * Math.PI + 0.6) +
        7 * Math.sin((x / 130) * 2 * Math.PI) +
        3.5 * wobble(x + seed),
    ),
  )
}

/** The shapes, drawn for the top of a section: filled from the top of the box down to each edge. */
export const DRAWINGS: Record<ShapeName, Layer[]> = {
  mountains: [
    {
      opacity: 0.33,
      edge: eased([
        [0, 58],
        [130, 84],
        [270, 46],
        [430, 96],
        [610, 52],
        [770, 86],
        [905, 44],
        [W, 64],
      ]),
    },
    {
      opacity: 0.66,
      edge: eased([
        [0, 36],
        [150, 62],
        [330, 30],
        [490, 72],
        [660, 36],
        [830, 66],
        [W, 32],
      ]),
    },
    {
      edge: eased([
        [0, 14],
        [180, 36],
        [360, 12],
        [545, 42],
        [725, 16],
        [885, 34],
        [W, 10],
      ]),
    },
  ],
  drops: [
    {
      edge: drops(22, [
        [70, 26, 54],
        [205, 16, 30],
        [360, 34, 76],
        [520, 20, 40],
        [665, 30, 64],
        [820, 18, 34],
        [935, 24, 50],
      ]),
    },
  ],
  clouds: [
    {
      edge: puffs(34, [
        [90, 40],
        [140, 62],
        [70, 30],
        [120, 54],
        [160, 66],
        [80, 36],
        [130, 58],
        [110, 44],
        [100, 50],
      ]),
    },
  ],
  zigzag: [{ edge: teeth(40, 12) }],
  pyramids: [
    {
      edge: straight([
        [0, 6],
        [90, 46],
        [165, 22],
        [290, 76],
        [385, 34],
        [500, 100],
        [610, 30],
        [705, 70],
        [795, 24],
        [905, 56],
        [W, 10],
      ]),
    },
  ],
  triangle: [
    {
      edge: straight([
        [0, 0],
        [500, H],
        [W, 0],
      ]),
    },
  ],
  'triangle-asymmetrical': [
    {
      edge: straight([
        [0, 0],
        [700, H],
        [W, 0],
      ]),
    },
  ],
  tilt: [
    {
      edge: straight([
        [0, 0],
        [W, H],
      ]),
    },
  ],
  'opacity-tilt': [
    {
      opacity: 0.25,
      edge: straight([
        [0, 46],
        [W, H],
      ]),
    },
    {
      opacity: 0.5,
      edge: straight([
        [0, 30],
        [W, 80],
      ]),
    },
    {
      opacity: 0.75,
      edge: straight([
        [0, 16],
        [W, 60],
      ]),
    },
    {
      edge: straight([
        [0, 4],
        [W, 40],
      ]),
    },
  ],
  'opacity-fan': [
    {
      opacity: 0.33,
      edge: straight([
        [0, H],
        [500, 6],
        [W, H],
      ]),
    },
    {
      opacity: 0.33,
      edge: straight([
        [0, 68],
        [500, 6],
        [W, 68],
      ]),
    },
    {
      opacity: 0.33,
      edge: straight([
        [0, 38],
        [500, 6],
        [W, 38],
      ]),
    },
    {
      edge: straight([
        [0, 14],
        [500, 4],
        [W, 14],
      ]),
    },
  ],
  curve: [{ edge: { start: 0, d: `C180,133 820,133 ${W},0` } }],
  'curve-asymmetrical': [{ edge: { start: 0, d: `C120,125 560,140 ${W},0` } }],
  waves: [
    {
      edge: eased([
        [0, 40],
        [166, 82],
        [333, 30],
        [500, 76],
        [666, 24],
        [833, 70],
        [W, 34],
      ]),
    },
  ],
  'wave-brush': [{ opacity: 0.5, edge: brush(52, 7) }, { edge: brush(42, 0) }],
  'waves-pattern': [
    { opacity: 0.25, edge: ripples(100, 68, 96, true) },
    { opacity: 0.5, edge: ripples(100, 44, 72) },
    { edge: ripples(50, 16, 36) },
  ],
  arrow: [
    {
      edge: straight([
        [0, 0],
        [460, 0],
        [500, H],
        [540, 0],
        [W, 0],
      ]),
    },
  ],
  split: [{ edge: { start: 20, d: `L430,20C476,20 500,58 500,${H}C500,58 524,20 570,20L${W},20` } }],
  book: [{ edge: { start: H, d: `L180,${H}C360,${H} 476,44 500,4C524,44 640,${H} 820,${H}L${W},${H}` } }],
}
