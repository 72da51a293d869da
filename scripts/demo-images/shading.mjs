// Light on 2D images: compositing layers and masks, bokeh discs, relief from a height field, rim light.
import { blurField } from './image.mjs'
import { clamp, lerp } from './maths.mjs'

/**
 * Composites a layer onto an image. 'over' = paint, 'add' = light (glows, lamps, reflections),
 * 'multiply' = shadow / filter.
 */
export function paint(im, layer, { mode = 'over', opacity = 1, gain = 1, tint = null } = {}) {
  const { d } = im
  const s = layer.d
  const n = im.w * im.h
  for (let i = 0; i < n; i++) {
    const a = s[i * 4 + 3] * opacity
    if (a <= 0 && mode !== 'add') continue
    for (let c = 0; c < 3; c++) {
      let v = s[i * 4 + c] * gain * opacity
      if (tint) v *= tint[c]
      const j = i * 3 + c
      if (mode === 'over') d[j] = d[j] * (1 - a) + v
      else if (mode === 'add') d[j] += v
      else if (mode === 'multiply') d[j] *= 1 - a + v
    }
  }
  return im
}

/** Adds a colour of light weighted by a mask (light pools, gels, rim light). */
export function addLight(im, mask, color, gain = 1) {
  const { d } = im
  for (let i = 0, n = im.w * im.h; i < n; i++) {
    const m = mask[i] * gain
    if (!m) continue
    d[i * 3] += color[0] * m
    d[i * 3 + 1] += color[1] * m
    d[i * 3 + 2] += color[2] * m
  }
  return im
}

/** Paints a flat colour through a mask (silhouettes, objects). */
export function fillMask(im, mask, color, opacity = 1) {
  const { d } = im
  for (let i = 0, n = im.w * im.h; i < n; i++) {
    const a = mask[i] * opacity
    if (!a) continue
    d[i * 3] = lerp(d[i * 3], color[0], a)
    d[i * 3 + 1] = lerp(d[i * 3 + 1], color[1], a)
    d[i * 3 + 2] = lerp(d[i * 3 + 2], color[2], a)
  }
  return im
}

/**
 * One out-of-focus point light: a disc whose energy is spread over its area (big = dim), with a
 * slightly brighter rim, faint "onion rings", a touch of longitudinal chromatic aberration at the
 * edge, and the cat's-eye clipping real lenses show towards the corners (optical vignetting).
 */
export function bokehDisc(im, cx, cy, R, color, power, { cat = 0.55, rim = 0.35 } = {}) {
  const { w, h, d } = im
  const hx = w / 2
  const hy = h / 2
  const off = (cat * R * Math.hypot(cx - hx, cy - hy)) / Math.hypot(hx, hy)
  const ang = Math.atan2(hy - cy, hx - cx)
  const ox = cx + Math.cos(ang) * off * 1.0 // second circle, shifted towards the centre
  const oy = cy + Math.sin(ang) * off * 1.0
  const R2 = R * (1 + 0.35 * cat) // the clipping circle is a bit larger
  const k = power / (Math.PI * R * R)
  const x0 = Math.max(0, Math.floor(cx - R - 3))
  const x1 = Math.min(w - 1, Math.ceil(cx + R + 3))
  const y0 = Math.max(0, Math.floor(cy - R - 3))
  const y1 = Math.min(h - 1, Math.ceil(cy + R + 3))
  const edge = 0.9 + R * 0.012
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const r = Math.hypot(x - cx, y - cy)
      const rc = Math.hypot(x - ox, y - oy)
      const inner = clamp((R2 - rc) / edge + 0.5)
      if (inner <= 0 || r > R + 3) continue
      const t = r / R
      const body = k * (1 + rim * t ** 6 + 0.02 * Math.sin(t * 22)) * inner
      const j = (y * w + x) * 3
      // each channel has a slightly different radius: warm/cool fringes on the rim
      d[j] += color[0] * body * clamp((R * 1.006 - r) / edge + 0.5)
      d[j + 1] += color[1] * body * clamp((R - r) / edge + 0.5)
      d[j + 2] += color[2] * body * clamp((R * 0.992 - r) / edge + 0.5)
    }
  }
}

/** Height field -> directional relief term (-1..1): raking light reveals plaster texture. */
export function relief(hgt, w, h, lx, ly) {
  const out = new Float32Array(w * h)
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      out[i] = (hgt[i + 1] - hgt[i - 1]) * lx + (hgt[i + w] - hgt[i - w]) * ly
    }
  }
  return out
}

/**
 * Rim light for a backlit silhouette: a thin band just inside the edge, lit by whatever glows
 * behind it (light wraps around the edge of the subject). Returns a per-pixel band 0..1.
 */
export function rimBand(mask, w, h, width) {
  const inner = Float32Array.from(mask)
  blurField(inner, w, h, width)
  const band = new Float32Array(w * h)
  for (let i = 0; i < band.length; i++) band[i] = clamp((mask[i] - inner[i]) * 2.2) * mask[i]
  return band
}
