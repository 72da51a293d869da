// Small maths helpers: clamping and easing, the seeded random generators, sRGB <-> linear colour.

export const clamp = (x, a = 0, b = 1) => (x < a ? a : x > b ? b : x)
export const lerp = (a, b, t) => a + (b - a) * t
export const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a))
  return t * t * (3 - 2 * t)
}

/** Seeded PRNG (mulberry32): the images must come out identical on every run. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
export function gaussian(rand) {
  const u = Math.max(rand(), 1e-9)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

// sRGB <-> linear. Light must be mixed in linear space or glows look muddy and "digital".
const toLin = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
export const toSrgb = (v) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055)
export const LIN8 = Float32Array.from({ length: 256 }, (_, i) => toLin(i / 255))
/** '#rrggbb' -> linear [r, g, b] */
export function hex(h) {
  const n = parseInt(h.slice(1), 16)
  return [LIN8[(n >> 16) & 255], LIN8[(n >> 8) & 255], LIN8[n & 255]]
}
