// Noise: gradient (Perlin) noise and fBm, used for plaster, canvas, wood, haze...
import { lerp, rng } from './maths.mjs'

function perlin(seed) {
  const rand = rng(seed)
  const perm = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[perm[i], perm[j]] = [perm[j], perm[i]]
  }
  const p = new Uint8Array(512)
  for (let i = 0; i < 512; i++) p[i] = perm[i & 255]
  const gx = new Float32Array(256)
  const gy = new Float32Array(256)
  for (let i = 0; i < 256; i++) {
    const a = rand() * Math.PI * 2
    gx[i] = Math.cos(a)
    gy[i] = Math.sin(a)
  }
  return (x, y) => {
    const xi = Math.floor(x)
    const yi = Math.floor(y)
    const xf = x - xi
    const yf = y - yi
    const X = xi & 255
    const Y = yi & 255
    const a = p[p[X] + Y]
    const b = p[p[X + 1] + Y]
    const c = p[p[X] + Y + 1]
    const d = p[p[X + 1] + Y + 1]
    const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10)
    const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10)
    const n0 = lerp(gx[a] * xf + gy[a] * yf, gx[b] * (xf - 1) + gy[b] * yf, u)
    const n1 = lerp(gx[c] * xf + gy[c] * (yf - 1), gx[d] * (xf - 1) + gy[d] * (yf - 1), u)
    return lerp(n0, n1, v) * 1.41
  }
}

/**
 * Fractal noise field (roughly -1..1). `stretch` > 1 elongates the features along `angle`
 * (brush strokes, wood grain). Each octave is rotated so the lattice never shows.
 */
export function fbm(w, h, { scale = 200, octaves = 5, gain = 0.5, seed = 1, stretch = 1, angle = 0 } = {}) {
  const out = new Float32Array(w * h)
  const noises = []
  for (let o = 0; o < octaves; o++) noises.push(perlin(seed * 101 + o))
  const ca = Math.cos(angle)
  const sa = Math.sin(angle)
  let norm = 0
  for (let o = 0, amp = 1; o < octaves; o++, amp *= gain) norm += amp
  for (let o = 0, amp = 1 / norm, f = 1 / scale; o < octaves; o++, amp *= gain, f *= 2) {
    const n = noises[o]
    const r = o * 0.7
    const cr = Math.cos(r)
    const sr = Math.sin(r)
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        // rotate into the stretch frame, squash one axis, then rotate per octave
        const u = (x * ca + y * sa) / stretch
        const v = -x * sa + y * ca
        out[y * w + x] += amp * n((u * cr - v * sr) * f + o * 17.3, (u * sr + v * cr) * f + o * 9.1)
      }
    }
  }
  return out
}
