// Image buffers and their frame sizes: creating, shading per pixel and blurring them.

// Buffers: an image is { w, h, d: Float32Array } of linear RGB (3 channels); a layer from SVG
// is premultiplied linear RGBA (4 channels); a mask/field is one channel.

export const LAND = [2400, 1600]
export const PORT = [1600, 2400]

export function image(w, h, fill = [0, 0, 0]) {
  const d = new Float32Array(w * h * 3)
  for (let i = 0; i < w * h; i++) {
    d[i * 3] = fill[0]
    d[i * 3 + 1] = fill[1]
    d[i * 3 + 2] = fill[2]
  }
  return { w, h, d }
}

/** Fills an image from a per-pixel function (x, y) -> [r, g, b] in linear light. */
export function shade(im, fn) {
  const { w, h, d } = im
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i += 3) {
      const c = fn(x, y, i / 3)
      d[i] = c[0]
      d[i + 1] = c[1]
      d[i + 2] = c[2]
    }
  return im
}

function boxSizes(sigma, n) {
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1)
  let wl = Math.floor(wIdeal)
  if (wl % 2 === 0) wl--
  const wu = wl + 2
  const m = Math.round((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4))
  return Array.from({ length: n }, (_, i) => (i < m ? wl : wu))
}
function boxPass(src, dst, w, h, ch, r, horizontal) {
  const len = horizontal ? w : h
  const lines = horizontal ? h : w
  const step = horizontal ? ch : w * ch
  const inv = 1 / (2 * r + 1)
  for (let l = 0; l < lines; l++) {
    const base = horizontal ? l * w * ch : l * ch
    for (let c = 0; c < ch; c++) {
      const o = base + c
      const first = src[o]
      const last = src[o + (len - 1) * step]
      let acc = r * first // window [-r, r-1] with the edge pixel repeated
      for (let k = 0; k < r; k++) acc += src[o + Math.min(k, len - 1) * step]
      for (let k = 0; k < len; k++) {
        const add = k + r < len ? src[o + (k + r) * step] : last
        acc += add
        dst[o + k * step] = acc * inv
        const sub = k - r >= 0 ? src[o + (k - r) * step] : first
        acc -= sub
      }
    }
  }
}
/** Gaussian blur (three box passes, O(n) whatever the radius): depth of field, soft light. */
export function blur(buf, w, h, ch, sigma) {
  if (sigma < 0.4) return buf
  const tmp = new Float32Array(buf.length)
  for (const size of boxSizes(sigma, 3)) {
    const r = (size - 1) / 2
    boxPass(buf, tmp, w, h, ch, r, true)
    boxPass(tmp, buf, w, h, ch, r, false)
  }
  return buf
}
export const blurImage = (im, sigma) => (blur(im.d, im.w, im.h, 3, sigma), im)
export const blurField = (f, w, h, sigma) => blur(f, w, h, 1, sigma)
