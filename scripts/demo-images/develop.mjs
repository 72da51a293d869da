// The "camera + lab" pipeline every image goes through: bloom, vignette, filmic curve, grade, grain.
import { blur } from './image.mjs'
import { clamp, rng, gaussian, toSrgb } from './maths.mjs'

/** Filmic curve (Narkowicz's ACES fit): soft toe, highlights roll off instead of clipping. */
const filmic = (x) => clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14))

/** Film grain: Gaussian noise slightly clumped (blurred) so it reads as silver, not as pixels. */
function grainField(w, h, seed) {
  const rand = rng(seed)
  const g = new Float32Array(w * h)
  for (let i = 0; i < g.length; i++) g[i] = gaussian(rand)
  // [1 2 1]/4 in both directions: grain clumps over ~2 px
  const t = new Float32Array(g.length)
  for (let i = 0; i < g.length; i++) {
    const x = i % w
    t[i] = 0.5 * g[i] + 0.25 * (g[x > 0 ? i - 1 : i] + g[x < w - 1 ? i + 1 : i])
  }
  for (let i = 0; i < g.length; i++) {
    g[i] = 0.5 * t[i] + 0.25 * (t[i >= w ? i - w : i] + t[i + w < g.length ? i + w : i])
  }
  let s = 0
  for (let i = 0; i < g.length; i++) s += g[i] * g[i]
  const k = 1 / Math.sqrt(s / g.length)
  for (let i = 0; i < g.length; i++) g[i] *= k
  return g
}

/**
 * Develops a linear-light frame into 8-bit sRGB pixels (the "camera + lab" pipeline every image
 * goes through; output.mjs encodes the result).
 *  - bloom: highlights above `threshold` spill into their surroundings (lens/film halation)
 *  - vignette: natural light falloff of a lens towards the corners
 *  - filmic tone curve, then grade: split toning (shadows/highlights tints), saturation, faded blacks
 *  - grain, strongest in the mid-tones like real film
 */
export function develop(key, im, opts = {}) {
  const {
    exposure = 1,
    bloom = 0,
    bloomThreshold = 0.8,
    bloomSigma = 0.03,
    vignette = 0.35,
    vignetteCenter = [0.5, 0.5],
    shadows = [0, 0, 0],
    highlights = [0, 0, 0],
    saturation = 1,
    fade = 0.015,
    grain = 0.02,
    contrast = 1,
  } = opts
  const { w, h, d } = im
  const n = w * h
  const diag = Math.hypot(w, h)

  if (bloom) {
    const b = new Float32Array(n * 3)
    for (let i = 0; i < n * 3; i++) b[i] = Math.max(0, d[i] * exposure - bloomThreshold)
    const b2 = Float32Array.from(b)
    blur(b, w, h, 3, diag * bloomSigma)
    blur(b2, w, h, 3, diag * bloomSigma * 0.2)
    for (let i = 0; i < n * 3; i++) d[i] += (bloom * (b[i] * 0.7 + b2[i] * 0.3)) / exposure
  }

  const g = grainField(w, h, key.length * 7919 + 13)
  const out = Buffer.alloc(n * 3)
  const [cx, cy] = [vignetteCenter[0] * w, vignetteCenter[1] * h]
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i++) {
      const r2 = ((x - cx) ** 2 + (y - cy) ** 2) / (diag * diag * 0.25)
      const vig = 1 - vignette + vignette / (1 + 1.6 * r2) ** 2 // ~cos^4 falloff
      let r = filmic(d[i * 3] * exposure * vig)
      let gg = filmic(d[i * 3 + 1] * exposure * vig)
      let b = filmic(d[i * 3 + 2] * exposure * vig)
      r = toSrgb(r)
      gg = toSrgb(gg)
      b = toSrgb(b)
      if (contrast !== 1) {
        r = clamp(0.5 + (r - 0.5) * contrast)
        gg = clamp(0.5 + (gg - 0.5) * contrast)
        b = clamp(0.5 + (b - 0.5) * contrast)
      }
      const Y = 0.2126 * r + 0.7152 * gg + 0.0722 * b
      const sh = (1 - Y) * (1 - Y)
      const hi = Y * Y
      r = Y + (r - Y) * saturation + shadows[0] * sh + highlights[0] * hi
      gg = Y + (gg - Y) * saturation + shadows[1] * sh + highlights[1] * hi
      b = Y + (b - Y) * saturation + shadows[2] * sh + highlights[2] * hi
      const gr = g[i] * grain * (0.35 + 2.2 * Y * (1 - Y))
      out[i * 3] = Math.round(clamp(fade + r * (1 - fade) + gr) * 255)
      out[i * 3 + 1] = Math.round(clamp(fade + gg * (1 - fade) + gr) * 255)
      out[i * 3 + 2] = Math.round(clamp(fade + b * (1 - fade) + gr) * 255)
    }
  }
  return out
}
