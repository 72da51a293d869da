#!/usr/bin/env node
/**
 * Generates the demo site's photographs (src/seed/media/<key>.jpg).
 *
 * We cannot ship stock photos (rights) nor download them, so every image is built here from
 * scratch. To avoid the flat "vector" look, all the light is computed in *linear* light as
 * floating point (so glows add up like real light and highlights can exceed 1.0), shapes come
 * from SVG rendered by sharp/librsvg or from small analytic shaders, out-of-focus planes are
 * Gaussian-blurred, and every frame goes through the same "camera + lab" pipeline: bloom,
 * lens vignetting, a filmic tone curve, a restrained split-tone grade and film grain.
 *
 * Usage:
 *   node scripts/generate-demo-images.mjs                 # all images
 *   node scripts/generate-demo-images.mjs bokeh-ciudad    # only some keys
 *   PREVIEW=/tmp/prev node scripts/generate-demo-images.mjs   # also write small PNG previews
 *
 * Output is deterministic (seeded random numbers), so re-running only changes files when the
 * code changes.
 */
import sharp from 'sharp'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT_DIR = path.join(ROOT, 'src/seed/media')
const PREVIEW_DIR = process.env.PREVIEW || ''

const LAND = [2400, 1600]
const PORT = [1600, 2400]

// ---------------------------------------------------------------------------------------------
// Small maths helpers
// ---------------------------------------------------------------------------------------------

const clamp = (x, a = 0, b = 1) => (x < a ? a : x > b ? b : x)
const lerp = (a, b, t) => a + (b - a) * t
const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a))
  return t * t * (3 - 2 * t)
}

/** Seeded PRNG (mulberry32): the images must come out identical on every run. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
function gaussian(rand) {
  const u = Math.max(rand(), 1e-9)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

// sRGB <-> linear. Light must be mixed in linear space or glows look muddy and "digital".
const toLin = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
const toSrgb = (v) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055)
const LIN8 = Float32Array.from({ length: 256 }, (_, i) => toLin(i / 255))
/** '#rrggbb' -> linear [r, g, b] */
function hex(h) {
  const n = parseInt(h.slice(1), 16)
  return [LIN8[(n >> 16) & 255], LIN8[(n >> 8) & 255], LIN8[n & 255]]
}

// ---------------------------------------------------------------------------------------------
// Noise: gradient (Perlin) noise and fBm, used for plaster, canvas, wood, haze...
// ---------------------------------------------------------------------------------------------

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
function fbm(w, h, { scale = 200, octaves = 5, gain = 0.5, seed = 1, stretch = 1, angle = 0 } = {}) {
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

// ---------------------------------------------------------------------------------------------
// Buffers: an image is { w, h, d: Float32Array } of linear RGB (3 channels); a layer from SVG
// is premultiplied linear RGBA (4 channels); a mask/field is one channel.
// ---------------------------------------------------------------------------------------------

function image(w, h, fill = [0, 0, 0]) {
  const d = new Float32Array(w * h * 3)
  for (let i = 0; i < w * h; i++) {
    d[i * 3] = fill[0]
    d[i * 3 + 1] = fill[1]
    d[i * 3 + 2] = fill[2]
  }
  return { w, h, d }
}

/** Fills an image from a per-pixel function (x, y) -> [r, g, b] in linear light. */
function shade(im, fn) {
  const { w, h, d } = im
  for (let y = 0, i = 0; y < h; y++) for (let x = 0; x < w; x++, i += 3) {
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
function blur(buf, w, h, ch, sigma) {
  if (sigma < 0.4) return buf
  const tmp = new Float32Array(buf.length)
  for (const size of boxSizes(sigma, 3)) {
    const r = (size - 1) / 2
    boxPass(buf, tmp, w, h, ch, r, true)
    boxPass(tmp, buf, w, h, ch, r, false)
  }
  return buf
}
const blurImage = (im, sigma) => (blur(im.d, im.w, im.h, 3, sigma), im)
const blurField = (f, w, h, sigma) => blur(f, w, h, 1, sigma)

function svgDoc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** Renders SVG markup to a premultiplied linear RGBA layer, optionally defocused. */
async function svgLayer(w, h, body, { blur: sigma = 0 } = {}) {
  const data = await sharp(Buffer.from(svgDoc(w, h, body))).ensureAlpha().raw().toBuffer()
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
async function svgMask(w, h, body, sigma = 0) {
  const data = await sharp(Buffer.from(svgDoc(w, h, body))).ensureAlpha().raw().toBuffer()
  const m = new Float32Array(w * h)
  for (let i = 0; i < w * h; i++) m[i] = data[i * 4 + 3] / 255
  if (sigma) blur(m, w, h, 1, sigma)
  return m
}

/**
 * Composites a layer onto an image. 'over' = paint, 'add' = light (glows, lamps, reflections),
 * 'multiply' = shadow / filter.
 */
function paint(im, layer, { mode = 'over', opacity = 1, gain = 1, tint = null } = {}) {
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
function addLight(im, mask, color, gain = 1) {
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
function fillMask(im, mask, color, opacity = 1) {
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

// ---------------------------------------------------------------------------------------------
// The "camera + lab" pipeline every image goes through
// ---------------------------------------------------------------------------------------------

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
 * Finishes a linear-light frame into an sRGB JPEG.
 *  - bloom: highlights above `threshold` spill into their surroundings (lens/film halation)
 *  - vignette: natural light falloff of a lens towards the corners
 *  - filmic tone curve, then grade: split toning (shadows/highlights tints), saturation, faded blacks
 *  - grain, strongest in the mid-tones like real film
 */
async function finish(key, im, opts = {}) {
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
  const jpeg = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: opts.quality ?? 80, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  await writeFile(path.join(OUT_DIR, `${key}.jpg`), jpeg)
  if (PREVIEW_DIR) {
    await mkdir(PREVIEW_DIR, { recursive: true })
    await sharp(jpeg).resize(1200).png().toFile(path.join(PREVIEW_DIR, `${key}.png`))
  }
  return jpeg.length
}

// ---------------------------------------------------------------------------------------------
// The photographs
// ---------------------------------------------------------------------------------------------

const images = {}

/** 3. Hand-painted canvas backdrop (Oliphant style): mottled grey-blue, glow behind the sitter. */
images['fondo-degradado'] = async () => {
  const [w, h] = LAND
  const big = fbm(w, h, { scale: 900, octaves: 3, seed: 31 })
  const blotch = fbm(w, h, { scale: 260, octaves: 5, seed: 32, gain: 0.55 })
  const hue = fbm(w, h, { scale: 600, octaves: 3, seed: 33 })
  const brush = fbm(w, h, { scale: 70, octaves: 3, seed: 34, stretch: 5, angle: -0.6 })
  const blue = hex('#4f6270')
  const warm = hex('#6b6e68')
  const im = image(w, h)
  return shade(im, (x, y, i) => {
    // the painter sponged lighter clouds over a darker ground; soft-light key slightly left
    const cloud = smooth(-0.35, 0.55, blotch[i]) - 0.5
    const dx = (x - w * 0.44) / w
    const dy = (y - h * 0.42) / h
    const key = 0.28 + 1.05 * Math.exp(-(dx * dx * 3.2 + dy * dy * 4.2))
    const calm = 0.55 + 0.45 * smooth(0.05, 0.4, Math.hypot(dx, dy)) // quieter where text goes
    const tex = 1 + 0.22 * big[i] + 0.32 * cloud * calm + 0.05 * brush[i]
    const t = clamp(0.5 + hue[i] * 0.9)
    const l = key * tex
    return [lerp(blue[0], warm[0], t) * l, lerp(blue[1], warm[1], t) * l, lerp(blue[2], warm[2], t) * l]
  })
}
images['fondo-degradado'].grade = {
  exposure: 1.5, vignette: 0.5, shadows: [-0.01, 0.0, 0.015], highlights: [0.015, 0.008, -0.01],
  saturation: 0.9, grain: 0.02,
}

/**
 * One out-of-focus point light: a disc whose energy is spread over its area (big = dim), with a
 * slightly brighter rim, faint "onion rings", a touch of longitudinal chromatic aberration at the
 * edge, and the cat's-eye clipping real lenses show towards the corners (optical vignetting).
 */
function bokehDisc(im, cx, cy, R, color, power, { cat = 0.55, rim = 0.35 } = {}) {
  const { w, h, d } = im
  const hx = w / 2
  const hy = h / 2
  const off = cat * R * Math.hypot(cx - hx, cy - hy) / Math.hypot(hx, hy)
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

/** 5. Night city, lens focused close: street lamps, signs and windows become bokeh. */
images['bokeh-ciudad'] = async () => {
  const [w, h] = LAND
  const rand = rng(505)
  const haze = fbm(w, h, { scale: 700, octaves: 3, seed: 51 })
  const im = shade(image(w, h), (x, y, i) => {
    // dark sky with the city's sodium glow low down and a teal cast above
    const v = y / h
    const glow = Math.exp(-(((v - 0.62) / 0.2) ** 2)) * (0.9 + 0.3 * haze[i])
    return [0.004 + 0.05 * glow, 0.008 + 0.03 * glow, 0.016 + 0.02 * glow + 0.01 * (1 - v)]
  })
  // far buildings: rows of lit windows, then defocused into a soft texture
  const win = image(w, h)
  for (let b = 0; b < 22; b++) {
    const bx = rand() * w
    const bw = 120 + rand() * 260
    const top = h * (0.3 + rand() * 0.25)
    for (let y = top; y < h * (0.7 + rand() * 0.25); y += 26) {
      for (let x = bx; x < bx + bw; x += 22) {
        if (rand() < 0.55) continue
        const c = rand() < 0.7 ? [1, 0.62, 0.3] : [0.5, 0.85, 0.95]
        const e = 0.25 + rand() * 0.5
        for (let yy = 0; yy < 10; yy++) for (let xx = 0; xx < 9; xx++) {
          const px = Math.floor(x + xx)
          const py = Math.floor(y + yy)
          if (px < 0 || px >= w || py >= h) continue
          const j = (py * w + px) * 3
          win.d[j] += c[0] * e
          win.d[j + 1] += c[1] * e
          win.d[j + 2] += c[2] * e
        }
      }
    }
  }
  blurImage(win, 28)
  for (let i = 0; i < im.d.length; i++) im.d[i] += win.d[i] * 0.5

  const palette = [
    [hex('#ffb063'), 5], // sodium street lamps
    [hex('#ffd6a0'), 3], // warm white windows
    [hex('#3fbdb8'), 3], // teal signs
    [hex('#5fb4ff'), 1], // cool LED
    [hex('#ff5a3c'), 1], // tail lights
  ]
  const total = palette.reduce((s, p) => s + p[1], 0)
  const pick = () => {
    let r = rand() * total
    for (const [c, wgt] of palette) if ((r -= wgt) < 0) return c
    return palette[0][0]
  }
  // a receding row of street lamps (gives the frame a perspective line)...
  for (let k = 0; k < 14; k++) {
    const t = k / 13
    const x = lerp(-80, w * 0.78, t ** 0.8)
    const y = lerp(h * 0.28, h * 0.56, t)
    const R = lerp(210, 70, t)
    bokehDisc(im, x, y, R, hex('#ffa456'), 2.6e4 * lerp(1.6, 0.4, t), { rim: 0.45 })
  }
  // ...plus hundreds of city lights, most along the street band
  for (let k = 0; k < 120; k++) {
    const band = rand() < 0.85
    const y = band ? h * (0.52 + gaussian(rand) * 0.1) : rand() * h
    const x = rand() * w
    const near = rand() ** 2.2
    const R = 34 + near * 150 + rand() * 20
    const c = pick()
    bokehDisc(im, x, y, R, c, (600 + rand() ** 2 * 1.2e4) * (0.6 + near), { rim: 0.25 + rand() * 0.3 })
  }
  // a few small, almost sharp lights in the distance give the eye something to rest on
  for (let k = 0; k < 40; k++) {
    bokehDisc(im, rand() * w, h * (0.56 + gaussian(rand) * 0.03), 6 + rand() * 8, pick(), 300 + rand() * 900)
  }
  return im
}
images['bokeh-ciudad'].grade = {
  exposure: 1.0, bloom: 0.35, bloomThreshold: 0.6, vignette: 0.45,
  shadows: [-0.01, 0.012, 0.02], highlights: [0.02, 0.0, -0.02], saturation: 0.92, grain: 0.022,
}

/** Height field -> directional relief term (-1..1): raking light reveals plaster texture. */
function relief(hgt, w, h, lx, ly) {
  const out = new Float32Array(w * h)
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      out[i] = (hgt[i + 1] - hgt[i - 1]) * lx + (hgt[i + w] - hgt[i - w]) * ly
    }
  }
  return out
}

/** 2. Late-afternoon sun through a window, projected on a plaster wall, a branch in a vase. */
images['luz-ventana'] = async () => {
  const [w, h] = LAND
  // plaster: fine trowel marks plus broader undulation
  const hgt = fbm(w, h, { scale: 22, octaves: 4, seed: 21 })
  const broad = fbm(w, h, { scale: 160, octaves: 3, seed: 22 })
  for (let i = 0; i < hgt.length; i++) hgt[i] = hgt[i] * 0.6 + broad[i] * 1.6
  const rel = relief(hgt, w, h, 1, 0.7)
  let sd = 0
  for (let i = 0; i < rel.length; i++) sd += rel[i] * rel[i]
  sd = Math.sqrt(sd / rel.length)
  for (let i = 0; i < rel.length; i++) rel[i] = clamp(rel[i] / sd, -3, 3)
  const stain = fbm(w, h, { scale: 500, octaves: 4, seed: 23 })

  // the window's light: six panes, sheared because the sun comes in low from the left
  const panes = []
  for (let r = 0; r < 3; r++) for (let c = 0; c < 2; c++) {
    panes.push(`<rect x="${c * 300 + 12}" y="${r * 290 + 12}" width="276" height="266"/>`)
  }
  const win = `<g transform="translate(900 60) matrix(1 0.28 -0.55 1 0 0) scale(1.15 1.2)" fill="#fff">${panes.join('')}</g>`
  const sharpSun = await svgMask(w, h, win, 2.5)
  const softSun = await svgMask(w, h, win, 16)
  const glow = await svgMask(w, h, win, 260)
  // leaves of a tree outside dapple the top-right of the patch
  const leafN = fbm(w, h, { scale: 45, octaves: 4, seed: 25 })
  const leafShape = fbm(w, h, { scale: 300, octaves: 2, seed: 26 })
  const leaves = new Float32Array(w * h)
  for (let i = 0; i < leaves.length; i++) {
    const x = i % w
    const y = (i / w) | 0
    const d = Math.hypot((x - w * 0.6) / w, (y - h * 0.1) / h) + leafShape[i] * 0.12
    const zone = smooth(0.25, 0.05, d)
    leaves[i] = smooth(0.0, 0.1, leafN[i] + zone * 0.35 - 0.22) * zone
  }
  blurField(leaves, w, h, 6)
  // a eucalyptus branch in a vase (below the frame) throws its shadow into the patch:
  // round leaves in alternating pairs along a gently curving stem
  const rand = rng(27)
  const els = []
  const sprig = (x0, y0, x1, y1, bend, n, size) => {
    const pts = []
    for (let k = 0; k <= 40; k++) {
      const t = k / 40
      pts.push([lerp(x0, x1, t) + Math.sin(t * Math.PI) * bend, lerp(y0, y1, t)])
    }
    els.push(`<path d="M${pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join(' L')}" stroke="#000" stroke-width="${size * 0.16}" fill="none" stroke-linecap="round"/>`)
    for (let k = 1; k <= n; k++) {
      const t = 0.12 + (k / n) * 0.86
      const [x, y] = pts[Math.round(t * 40)]
      const side = k % 2 ? 1 : -1
      const r = size * (1 - t * 0.45) * (0.85 + rand() * 0.3)
      const ang = side * (55 + rand() * 25)
      els.push(`<ellipse cx="${x + side * r * 1.05}" cy="${y - r * 0.3}" rx="${r}" ry="${r * 0.82}" transform="rotate(${ang * 0.3} ${x} ${y})"/>`)
    }
  }
  sprig(880, 1750, 1010, 560, -90, 12, 58)
  sprig(930, 1260, 640, 880, 50, 7, 44)
  const branch = await svgMask(w, h, `<g fill="#000">${els.join('')}</g>`, 3.5)

  const wall = hex('#dcc7ab')
  const sun = [2.2, 1.22, 0.56]
  const im = image(w, h)
  return shade(im, (x, y, i) => {
    // penumbra widens further from the window (lower right): mix sharp and soft masks
    const far = clamp((x / w) * 0.7 + (y / h) * 0.6 - 0.3)
    const s = lerp(sharpSun[i], softSun[i], far) * (1 - 0.85 * leaves[i]) * (1 - 0.92 * branch[i]) * (1.1 - 0.25 * (y / h))
    // warm bounce from the floor and the patch itself fills the room
    const amb = 0.06 + 0.06 * (1 - x / w) + 0.05 * (y / h) + 0.26 * glow[i]
    const base = 1 + 0.07 * stain[i]
    const lit = s * (1 + 0.28 * rel[i]) // raking sun: relief shows strongly in the light
    const a = base * amb * (1 + 0.05 * rel[i])
    const edge = 1 - s // penumbrae read warmer than the core of the patch
    return [
      wall[0] * (a * 1.05 + lit * sun[0]),
      wall[1] * (a * 0.86 + lit * sun[1] * (1 - 0.12 * edge)),
      wall[2] * (a * 0.72 + lit * sun[2] * (1 - 0.3 * edge)),
    ]
  })
}
images['luz-ventana'].grade = {
  exposure: 1.1, bloom: 0.15, bloomThreshold: 1.2, vignette: 0.45, vignetteCenter: [0.55, 0.45],
  shadows: [0.0, 0.005, 0.02], highlights: [0.03, 0.01, -0.02], saturation: 0.95, grain: 0.02,
}

/** An almond-shaped leaf as an SVG path, base at (0,0), pointing along +x. */
function leafPath(len, wid, curl = 0) {
  return `M0 0 C${len * 0.25} ${-wid * 1.1 + curl} ${len * 0.7} ${-wid * 0.95 + curl} ${len} ${curl * 1.5} ` +
    `C${len * 0.72} ${wid * 0.8 + curl} ${len * 0.3} ${wid * 1.05 + curl} 0 0Z`
}

/** Colour (linear) of a layer pixel, un-premultiplied. */
function layerColor(layer, i) {
  const a = layer.d[i * 4 + 3]
  if (a < 1e-4) return [0, 0, 0, 0]
  return [layer.d[i * 4] / a, layer.d[i * 4 + 1] / a, layer.d[i * 4 + 2] / a, a]
}

/**
 * A palm frond as SVG paths: a curved rachis (quadratic Bézier) with pairs of narrow, drooping,
 * tapered leaflets. Returns the markup with per-leaflet shades of `base` (an [r,g,b] 0-255).
 */
function palmFrond(rand, [x0, y0], [cx, cy], [x1, y1], { n = 26, len = 200, base = [40, 66, 34] } = {}) {
  const out = [`<path d="M${x0} ${y0} Q${cx} ${cy} ${x1} ${y1}" stroke="rgb(${base.map((v) => v * 0.8).join(',')})" stroke-width="7" fill="none"/>`]
  for (let k = 2; k <= n; k++) {
    const t = k / (n + 1)
    const px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1
    const py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1
    let tx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx)
    let ty = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy)
    const tl = Math.hypot(tx, ty)
    tx /= tl
    ty /= tl
    for (const side of [-1, 1]) {
      const a = side * (0.85 + (rand() - 0.5) * 0.3)
      let dx = tx * Math.cos(a) - ty * Math.sin(a)
      let dy = tx * Math.sin(a) + ty * Math.cos(a)
      const L = len * Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.5 * (0.85 + rand() * 0.3)
      const droop = L * (0.35 + rand() * 0.25) // leaflets hang under their own weight
      const ex = px + dx * L
      const ey = py + dy * L + droop
      const mx = px + dx * L * 0.5
      const my = py + dy * L * 0.5 + droop * 0.15
      const wd = 9 + L * 0.045
      const nx = -(ey - py) / Math.hypot(ex - px, ey - py)
      const ny = (ex - px) / Math.hypot(ex - px, ey - py)
      const sh = 0.75 + rand() * 0.5
      const c = base.map((v) => Math.round(v * sh))
      out.push(`<path d="M${px.toFixed(1)} ${py.toFixed(1)} Q${(mx + nx * wd).toFixed(1)} ${(my + ny * wd).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)} Q${(mx - nx * wd * 0.6).toFixed(1)} ${(my - ny * wd * 0.6).toFixed(1)} ${px.toFixed(1)} ${py.toFixed(1)}Z" fill="rgb(${c.join(',')})"/>`)
    }
  }
  return out.join('')
}

/** 8. Sun through venetian blinds: stripes across a plaster wall and a kentia palm. */
images['sombras-persiana'] = async () => {
  const [w, h] = LAND
  const rand = rng(81)
  // --- fronds entering the frame from the bottom right. Each frond is also drawn in a flat
  // "id" colour so the stripes can shift per frond: each sits at its own depth and tilt.
  const fronds = [
    [[2150, 1750], [1900, 700], [1250, 820], 30, 230],
    [[2200, 1750], [2150, 600], [1750, 300], 28, 210],
    [[2250, 1750], [2300, 900], [2450, 500], 22, 200],
    [[2100, 1750], [1800, 1150], [1350, 1350], 24, 190],
  ]
  const plantParts = []
  const ids = []
  fronds.forEach(([a, c, b, n, len], k) => {
    const f = palmFrond(rand, a, c, b, { n, len, base: [34 + k * 4, 60 + k * 5, 30 + k * 2] })
    plantParts.push(f)
    ids.push(`<g fill="rgb(${(k + 1) * 40},0,0)" stroke="rgb(${(k + 1) * 40},0,0)">${f.replace(/(fill|stroke)="rgb\([^)]*\)"/g, '')}</g>`)
  })
  const plantSvg = plantParts.join('')
  const plant = await svgLayer(w, h, plantSvg, { blur: 0.8 })
  const idData = await sharp(Buffer.from(svgDoc(w, h, ids.join('')))).raw().toBuffer()
  // one more frond, very close to the lens, thrown out of focus across the corner
  const near = await svgLayer(w, h, palmFrond(rand, [2550, 300], [2150, -100], [1650, -160], { n: 22, len: 320, base: [24, 36, 20] }), { blur: 20 })
  // the plant's cast shadow on the wall: sun from the upper left, so it falls down-right
  const cast = await svgMask(w, h, `<g transform="translate(-230 70)">${plantSvg}</g>`, 8)

  const wallN = fbm(w, h, { scale: 18, octaves: 3, seed: 82 })
  const wallR = relief(wallN, w, h, 1, 0.6)
  const stain = fbm(w, h, { scale: 400, octaves: 3, seed: 83 })
  const leafTex = fbm(w, h, { scale: 22, octaves: 3, seed: 85 })

  // blinds: slats cast parallel bands (slightly fanned, not perfectly regular), the ladder
  // cords add two thin lines across them, and the window's outline limits the whole pattern
  const stripes = (x, y, phase, soft, tilt = 0) => {
    const ang = -0.36 - 0.05 * (x / w) + tilt
    const v = (-x * Math.sin(ang) + y * Math.cos(ang) + phase) / (128 + 0.02 * x)
    const f = v - Math.floor(v)
    const gap = 0.52 + 0.04 * Math.sin(Math.floor(v) * 2.1) // slats are never all at the same tilt
    let s = smooth(0.05, 0.05 + soft, f) * smooth(gap + soft, gap, f)
    for (const cx of [560, 1380]) s *= 1 - 0.55 * smooth(7, 2, Math.abs(x - cx - (y - 800) * 0.12))
    return s
  }
  const frame = await svgMask(w, h, `<path d="M-300 -300 L1950 -300 L2300 1300 L1700 2000 L-300 2000Z" transform="rotate(-6 1000 800)"/>`, 45)
  const wallC = hex('#e2d6c4')
  const sun = [2.1, 1.55, 0.98]
  // --- the wall first: it is behind the plane of focus, so it gets a touch of blur
  const im = shade(image(w, h), (x, y, i) => {
    const soft = 0.03 + 0.05 * (x / w)
    const s = stripes(x, y, 0, soft) * frame[i] * (1 - 0.85 * cast[i])
    const amb = 0.15 + 0.06 * (1 - y / h) - 0.06 * (x / w)
    const b = (1 + 0.05 * stain[i]) * (1 + 0.05 * wallR[i])
    const sl = s * (1 + 0.1 * wallR[i]) * (1.12 - 0.25 * (x / w) - 0.1 * (y / h)) // closer to the window = brighter
    // the shade is filled by warm bounce from the sunlit floor and wall
    return [wallC[0] * b * (amb * 1.02 + sl * sun[0]), wallC[1] * b * (amb * 0.93 + sl * sun[1]), wallC[2] * b * (amb * 0.85 + sl * sun[2])]
  })
  blurImage(im, 2.0)
  // --- then the plant, in focus: leaf texture, translucency where the sun passes through and
  // a glossy sheen on the lit bands
  const { d } = im
  for (let i = 0; i < w * h; i++) {
    const [pr, pg, pb, pa] = layerColor(plant, i)
    if (pa <= 0) continue
    const x = i % w
    const y = (i / w) | 0
    const id = Math.round(idData[i * 3] / 40)
    const s = stripes(x, y, 40 + id * 47, 0.025, (id % 3) * 0.03 - 0.03) * frame[i]
    const tex = 1 + 0.25 * leafTex[i]
    const amb = 0.12
    const sheen = s * 0.1 * smooth(0.03, 0.09, pg)
    const r = pr * tex * (amb + s * sun[0]) + s * (0.01 + 0.04 * pg) + sheen
    const g = pg * tex * (amb + s * sun[1]) + s * (0.03 + 0.1 * pg) + sheen
    const b = pb * tex * (amb + s * sun[2]) + sheen * 0.85
    const j = i * 3
    d[j] = lerp(d[j], r, pa)
    d[j + 1] = lerp(d[j + 1], g, pa)
    d[j + 2] = lerp(d[j + 2], b, pa)
  }
  paint(im, near, { opacity: 0.92 })
  return im
}
images['sombras-persiana'].grade = {
  exposure: 0.95, bloom: 0.12, bloomThreshold: 1.0, vignette: 0.5, vignetteCenter: [0.45, 0.45],
  shadows: [0.0, 0.01, 0.025], highlights: [0.03, 0.012, -0.02], saturation: 0.9, grain: 0.02,
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const wanted = process.argv.slice(2)
  const keys = wanted.length ? wanted : Object.keys(images)
  await mkdir(OUT_DIR, { recursive: true })
  let total = 0
  for (const key of keys) {
    const make = images[key]
    if (!make) throw new Error(`Unknown image key: ${key}`)
    const t0 = Date.now()
    const im = await make()
    const bytes = await finish(key, im, make.grade)
    total += bytes
    console.log(`${key}.jpg  ${(bytes / 1024).toFixed(0)} KB  ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
