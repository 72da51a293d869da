// SVG markup rendered by sharp/librsvg into light layers and coverage masks.
import sharp from 'sharp'
import { blur } from './image.mjs'
import { LIN8 } from './maths.mjs'

export function svgDoc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** Renders SVG markup to a premultiplied linear RGBA layer, optionally defocused. */
export async function svgLayer(w, h, body, { blur: sigma = 0 } = {}) {
  const data = await sharp(Buffer.from(svgDoc(w, h, body)))
    .ensureAlpha()
    .raw()
    .toBuffer()
  const d = new Float32Array(w * h * 4)
  for (let i = 0; i < w * h; i++) {
    const a = data[i * 4 + 3] / 255
    d[i * 4] = LIN8[data[i * 4]] * a
    d[i * 4 + 1] = LIN8[data[i * 4 + 1]] * a
    d[i * 4 + 2] = LIN8[data[i * 4 + 2]] * a
    d[i * 4 + 3] = a
  }
  if (sigma) blur(d, w, h, 4, sigma)
  return { w, h, d }
}

/** Renders SVG markup to a coverage mask (0..1), optionally blurred (soft shadows, penumbras). */
export async function svgMask(w, h, body, sigma = 0) {
  const data = await sharp(Buffer.from(svgDoc(w, h, body)))
    .ensureAlpha()
    .raw()
    .toBuffer()
  const m = new Float32Array(w * h)
  for (let i = 0; i < w * h; i++) m[i] = data[i * 4 + 3] / 255
  if (sigma) blur(m, w, h, 1, sigma)
  return m
}
