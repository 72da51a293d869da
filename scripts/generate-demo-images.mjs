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
    await sharp(jpeg).resize(1200).png().toFile(path.join(PREVIEW_DIR, `${key}-${Date.now() % 1e6}.png`))
  }
  return jpeg.length
}

// ---------------------------------------------------------------------------------------------
// A tiny ray tracer for the still lifes: spheres, boxes, cylinders and planes, one rectangular
// softbox (soft shadows and its reflection in glossy things), ambient occlusion from a dim
// studio, glossy reflections with Fresnel, and a thin-lens camera for real depth of field.
// It renders at a reduced size with many samples per pixel; `upscale` brings it to full size.
// ---------------------------------------------------------------------------------------------

const HIT = { t: 0, nx: 0, ny: 0, nz: 0, obj: null }

/** Transforms a world vector into an object's frame (rotation about Y, then axis swap). */
function toLocal(o, x, y, z) {
  const lx = x * o.cos + z * o.sin
  const lz = -x * o.sin + z * o.cos
  // cylinders are built along local Y; axis 'z' lays them down towards the camera
  return o.axis === 'z' ? [lx, lz, -y] : o.axis === 'x' ? [y, -lx, lz] : [lx, y, lz]
}
function toWorld(o, x, y, z) {
  const [lx, ly, lz] = o.axis === 'z' ? [x, -z, y] : o.axis === 'x' ? [-y, x, z] : [x, y, z]
  return [lx * o.cos - lz * o.sin, ly, lx * o.sin + lz * o.cos]
}

function intersectObj(o, ox, oy, oz, dx, dy, dz, tmax) {
  if (o.type === 'sphere') {
    const px = ox - o.c[0]
    const py = oy - o.c[1]
    const pz = oz - o.c[2]
    const b = px * dx + py * dy + pz * dz
    const c = px * px + py * py + pz * pz - o.r * o.r
    const disc = b * b - c
    if (disc < 0) return false
    const sq = Math.sqrt(disc)
    let t = -b - sq
    if (t < 1e-4) t = -b + sq
    if (t < 1e-4 || t > tmax) return false
    HIT.t = t
    HIT.nx = (px + dx * t) / o.r
    HIT.ny = (py + dy * t) / o.r
    HIT.nz = (pz + dz * t) / o.r
    return true
  }
  if (o.type === 'plane') {
    const den = o.n[0] * dx + o.n[1] * dy + o.n[2] * dz
    if (Math.abs(den) < 1e-8) return false
    const t = (o.d - (o.n[0] * ox + o.n[1] * oy + o.n[2] * oz)) / den
    if (t < 1e-4 || t > tmax) return false
    HIT.t = t
    ;[HIT.nx, HIT.ny, HIT.nz] = o.n
    return true
  }
  if (o.type === 'capsule') {
    // rod between a and b with radius r (stands, legs): iq's capsule intersection
    const bax = o.b[0] - o.a[0]
    const bay = o.b[1] - o.a[1]
    const baz = o.b[2] - o.a[2]
    const oax = ox - o.a[0]
    const oay = oy - o.a[1]
    const oaz = oz - o.a[2]
    const baba = bax * bax + bay * bay + baz * baz
    const bard = bax * dx + bay * dy + baz * dz
    const baoa = bax * oax + bay * oay + baz * oaz
    const rdoa = dx * oax + dy * oay + dz * oaz
    const oaoa = oax * oax + oay * oay + oaz * oaz
    const a = baba - bard * bard
    let b = baba * rdoa - baoa * bard
    let c = baba * oaoa - baoa * baoa - o.r * o.r * baba
    let hh = b * b - a * c
    let t = -1
    if (hh >= 0) {
      t = (-b - Math.sqrt(hh)) / a
      const yy = baoa + t * bard
      if (!(yy > 0 && yy < baba)) {
        // caps
        const ocx = yy <= 0 ? oax : ox - o.b[0]
        const ocy = yy <= 0 ? oay : oy - o.b[1]
        const ocz = yy <= 0 ? oaz : oz - o.b[2]
        b = dx * ocx + dy * ocy + dz * ocz
        c = ocx * ocx + ocy * ocy + ocz * ocz - o.r * o.r
        hh = b * b - c
        t = hh > 0 ? -b - Math.sqrt(hh) : -1
      }
    }
    if (t < 1e-4 || t > tmax) return false
    const px = oax + dx * t
    const py = oay + dy * t
    const pz = oaz + dz * t
    const hproj = clamp((px * bax + py * bay + pz * baz) / baba)
    HIT.t = t
    HIT.nx = (px - bax * hproj) / o.r
    HIT.ny = (py - bay * hproj) / o.r
    HIT.nz = (pz - baz * hproj) / o.r
    return true
  }
  if (o.type === 'sweep') {
    // seamless paper: floor (y=0, z>z0), a quarter-cylinder cove of radius R, wall (z=z0-R, y>R);
    // |x| <= halfWidth. We keep the nearest valid piece.
    const { z0, R, hw, top } = o
    let best = Infinity
    let n = null
    if (Math.abs(dy) > 1e-9) {
      const t = -oy / dy
      const X = ox + dx * t
      const Z = oz + dz * t
      if (t > 1e-4 && Z >= z0 && Math.abs(X) <= hw) {
        best = t
        n = [0, 1, 0]
      }
    }
    if (Math.abs(dz) > 1e-9) {
      const t = (z0 - R - oz) / dz
      const X = ox + dx * t
      const Y = oy + dy * t
      if (t > 1e-4 && t < best && Y >= R && Y <= top && Math.abs(X) <= hw) {
        best = t
        n = [0, 0, 1]
      }
    }
    // cove: cylinder along x through (y=R, z=z0)
    const py = oy - R
    const pz = oz - z0
    const a = dy * dy + dz * dz
    if (a > 1e-12) {
      const b = py * dy + pz * dz
      const c = py * py + pz * pz - R * R
      const disc = b * b - a * c
      if (disc >= 0) {
        for (const t of [(-b - Math.sqrt(disc)) / a, (-b + Math.sqrt(disc)) / a]) {
          const Y = py + dy * t
          const Z = pz + dz * t
          const X = ox + dx * t
          if (t > 1e-4 && t < best && Y <= 0 && Z <= 0 && Math.abs(X) <= hw) {
            best = t
            n = [0, -Y / R, -Z / R] // inside of the cove faces the set
            break
          }
        }
      }
    }
    if (!n || best > tmax) return false
    HIT.t = best
    ;[HIT.nx, HIT.ny, HIT.nz] = n
    return true
  }
  // boxes and cylinders are intersected in their own frame
  const [px, py, pz] = toLocal(o, ox - o.c[0], oy - o.c[1], oz - o.c[2])
  const [qx, qy, qz] = toLocal(o, dx, dy, dz)
  if (o.type === 'box') {
    let t0 = -Infinity
    let t1 = Infinity
    let axis = 0
    let sign = 1
    const P = [px, py, pz]
    const D = [qx, qy, qz]
    for (let k = 0; k < 3; k++) {
      if (Math.abs(D[k]) < 1e-12) {
        if (Math.abs(P[k]) > o.h[k]) return false
        continue
      }
      let ta = (-o.h[k] - P[k]) / D[k]
      let tb = (o.h[k] - P[k]) / D[k]
      let s = -1
      if (ta > tb) {
        ;[ta, tb] = [tb, ta]
        s = 1
      }
      if (ta > t0) {
        t0 = ta
        axis = k
        sign = s
      }
      if (tb < t1) t1 = tb
      if (t0 > t1) return false
    }
    if (t0 < 1e-4 || t0 > tmax) return false
    const n = [0, 0, 0]
    n[axis] = sign
    HIT.t = t0
    ;[HIT.nx, HIT.ny, HIT.nz] = toWorld(o, n[0], n[1], n[2])
    return true
  }
  if (o.type === 'cyl') {
    let best = Infinity
    let n = null
    const a = qx * qx + qz * qz
    if (a > 1e-12) {
      const b = px * qx + pz * qz
      const c = px * px + pz * pz - o.r * o.r
      const disc = b * b - a * c
      if (disc >= 0) {
        const sq = Math.sqrt(disc)
        for (const t of [(-b - sq) / a, (-b + sq) / a]) {
          if (t > 1e-4 && t < best && Math.abs(py + qy * t) <= o.hl) {
            best = t
            n = [(px + qx * t) / o.r, 0, (pz + qz * t) / o.r]
            break
          }
        }
      }
    }
    if (Math.abs(qy) > 1e-12) {
      for (const cap of [o.hl, -o.hl]) {
        const t = (cap - py) / qy
        if (t > 1e-4 && t < best) {
          const x = px + qx * t
          const z = pz + qz * t
          if (x * x + z * z <= o.r * o.r) {
            best = t
            n = [0, Math.sign(cap), 0]
          }
        }
      }
    }
    if (!n || best > tmax) return false
    HIT.t = best
    ;[HIT.nx, HIT.ny, HIT.nz] = toWorld(o, n[0], n[1], n[2])
    return true
  }
  return false
}

/** Closest hit along a ray; returns the object (HIT holds t and normal) or null. */
function trace(scene, ox, oy, oz, dx, dy, dz, tmax = Infinity) {
  let best = null
  let bt = tmax
  let nx = 0
  let ny = 0
  let nz = 0
  for (const o of scene.objects) {
    if (intersectObj(o, ox, oy, oz, dx, dy, dz, bt)) {
      best = o
      bt = HIT.t
      nx = HIT.nx
      ny = HIT.ny
      nz = HIT.nz
    }
  }
  HIT.t = bt
  HIT.nx = nx
  HIT.ny = ny
  HIT.nz = nz
  HIT.obj = best
  return best
}

/** Any opaque object between a point and a light? Glass lets the light through. */
function traceShadow(scene, ox, oy, oz, dx, dy, dz, dist) {
  for (const o of scene.objects) {
    if (!o.mat.glass && !o.noShadow && intersectObj(o, ox, oy, oz, dx, dy, dz, dist)) return true
  }
  return false
}

/** Hit the softbox's front face? Returns the distance or Infinity. */
function hitLight(L, ox, oy, oz, dx, dy, dz) {
  const den = L.n[0] * dx + L.n[1] * dy + L.n[2] * dz
  if (den >= 0) return Infinity
  const t = ((L.c[0] - ox) * L.n[0] + (L.c[1] - oy) * L.n[1] + (L.c[2] - oz) * L.n[2]) / den
  if (t < 1e-4) return Infinity
  const rx = ox + dx * t - L.c[0]
  const ry = oy + dy * t - L.c[1]
  const rz = oz + dz * t - L.c[2]
  const u = (rx * L.u[0] + ry * L.u[1] + rz * L.u[2]) / L.ul2
  const v = (rx * L.v[0] + ry * L.v[1] + rz * L.v[2]) / L.vl2
  return Math.abs(u) <= 1 && Math.abs(v) <= 1 ? t : Infinity
}

/** A softbox of width x height at `c`, aimed at `target`, emitting `radiance`. */
function softbox(c, target, width, height, radiance) {
  let n = [target[0] - c[0], target[1] - c[1], target[2] - c[2]]
  const nl = Math.hypot(...n)
  n = n.map((k) => k / nl)
  // u: horizontal edge (n x up), v: the other edge (u x n)
  let u = [-n[2], 0, n[0]]
  const ul = Math.hypot(...u)
  u = u.map((k) => (k / ul) * (width / 2))
  let v = [u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0]]
  const vl = Math.hypot(...v)
  v = v.map((k) => (k / vl) * (height / 2))
  return {
    c, u, v, n, radiance, area: width * height,
    ul2: u[0] ** 2 + u[1] ** 2 + u[2] ** 2,
    vl2: v[0] ** 2 + v[1] ** 2 + v[2] ** 2,
  }
}

function albedoAt(m, x, y, z) {
  return typeof m.albedo === 'function' ? m.albedo(x, y, z) : m.albedo
}

/** Radiance leaving a surface point towards the viewer (direction d). */
function shadePoint(scene, o, x, y, z, nx, ny, nz, dx, dy, dz, rand, depth) {
  const m = o.mat
  const alb = albedoAt(m, x, y, z)
  const entering = nx * dx + ny * dy + nz * dz < 0
  if (!entering) {
    nx = -nx
    ny = -ny
    nz = -nz
  }
  if (m.glass) return shadeGlass(scene, m, x, y, z, nx, ny, nz, dx, dy, dz, entering, rand, depth)
  const px = x + nx * 1e-3
  const py = y + ny * 1e-3
  const pz = z + nz * 1e-3
  let r = 0
  let g = 0
  let b = 0
  if (!m.metal) {
    // direct light: one random point on each softbox, with a shadow ray
    for (const L of scene.lights) {
      const su = rand() * 2 - 1
      const sv = rand() * 2 - 1
      const lx = L.c[0] + L.u[0] * su + L.v[0] * sv - px
      const ly = L.c[1] + L.u[1] * su + L.v[1] * sv - py
      const lz = L.c[2] + L.u[2] * su + L.v[2] * sv - pz
      const dist = Math.hypot(lx, ly, lz)
      const wx = lx / dist
      const wy = ly / dist
      const wz = lz / dist
      const cs = nx * wx + ny * wy + nz * wz
      const cl = -(L.n[0] * wx + L.n[1] * wy + L.n[2] * wz)
      if (cs > 0 && cl > 0 && !traceShadow(scene, px, py, pz, wx, wy, wz, dist)) {
        // a honeycomb grid narrows the beam: emission falls off as cos^grid
        const e = (cs * cl ** (1 + (L.grid ?? 0)) * L.area) / (dist * dist * Math.PI)
        r += L.radiance[0] * e
        g += L.radiance[1] * e
        b += L.radiance[2] * e
      }
    }
    // ambient: one cosine-weighted sample of the dim studio (occluded = one cheap bounce)
    const [ax, ay, az] = cosineDir(nx, ny, nz, rand)
    const occ = trace(scene, px, py, pz, ax, ay, az, scene.aoDist ?? 3)
    if (occ) {
      const ab = albedoAt(occ.mat, px, py, pz)
      const k = scene.bounce ?? 0.15
      r += ab[0] * k
      g += ab[1] * k
      b += ab[2] * k
    } else {
      const e = scene.env(ax, ay, az)
      r += e[0]
      g += e[1]
      b += e[2]
    }
    r *= alb[0]
    g *= alb[1]
    b *= alb[2]
  }
  if ((m.refl || m.metal) && depth < 2) {
    // glossy reflection; Fresnel makes grazing reflections (on the table) much stronger
    const dn = dx * nx + dy * ny + dz * nz
    let rx = dx - 2 * dn * nx
    let ry = dy - 2 * dn * ny
    let rz = dz - 2 * dn * nz
    if (m.gloss) {
      rx += (rand() - 0.5) * m.gloss * 2
      ry += (rand() - 0.5) * m.gloss * 2
      rz += (rand() - 0.5) * m.gloss * 2
      const l = Math.hypot(rx, ry, rz)
      rx /= l
      ry /= l
      rz /= l
    }
    const cos = Math.max(0, -dn)
    const f0 = m.metal ? 1 : m.refl
    const F = f0 + (1 - f0) * (1 - cos) ** 5 * (m.metal ? 0 : 1)
    const [er, eg, eb] = radiance(scene, px, py, pz, rx, ry, rz, rand, depth + 1)
    const tint = m.metal ? alb : [1, 1, 1]
    r = r * (1 - F) + er * F * tint[0]
    g = g * (1 - F) + eg * F * tint[1]
    b = b * (1 - F) + eb * F * tint[2]
  }
  if (m.emit) {
    const e = typeof m.emit === 'function' ? m.emit(x, y, z) : m.emit
    r += e[0]
    g += e[1]
    b += e[2]
  }
  return [r, g, b]
}

/**
 * Glass (and liquids): Fresnel decides, per sample, between reflection and refraction; the
 * transmitted light picks up the material's tint each time it crosses the surface.
 */
function shadeGlass(scene, m, x, y, z, nx, ny, nz, dx, dy, dz, entering, rand, depth) {
  if (depth > 9) return [0, 0, 0]
  const eta = entering ? 1 / (m.ior ?? 1.5) : m.ior ?? 1.5
  const cosi = -(dx * nx + dy * ny + dz * nz)
  const k = 1 - eta * eta * (1 - cosi * cosi)
  const f0 = ((1 - (m.ior ?? 1.5)) / (1 + (m.ior ?? 1.5))) ** 2
  const F = k < 0 ? 1 : f0 + (1 - f0) * (1 - cosi) ** 5
  if (rand() < F) {
    const rx = dx + 2 * cosi * nx
    const ry = dy + 2 * cosi * ny
    const rz = dz + 2 * cosi * nz
    return radiance(scene, x + nx * 1e-4, y + ny * 1e-4, z + nz * 1e-4, rx, ry, rz, rand, depth + 1)
  }
  const c2 = Math.sqrt(k)
  const tx = eta * dx + (eta * cosi - c2) * nx
  const ty = eta * dy + (eta * cosi - c2) * ny
  const tz = eta * dz + (eta * cosi - c2) * nz
  const c = radiance(scene, x - nx * 1e-4, y - ny * 1e-4, z - nz * 1e-4, tx, ty, tz, rand, depth + 1)
  const tint = m.tint ?? [1, 1, 1]
  return entering ? c : [c[0] * tint[0], c[1] * tint[1], c[2] * tint[2]]
}

function cosineDir(nx, ny, nz, rand) {
  const u1 = rand()
  const u2 = rand() * Math.PI * 2
  const rr = Math.sqrt(u1)
  const lx = rr * Math.cos(u2)
  const ly = rr * Math.sin(u2)
  const lz = Math.sqrt(1 - u1)
  // orthonormal basis around n
  const ax = Math.abs(nx) > 0.9 ? [0, 1, 0] : [1, 0, 0]
  let tx = ny * ax[2] - nz * ax[1]
  let ty = nz * ax[0] - nx * ax[2]
  let tz = nx * ax[1] - ny * ax[0]
  const tl = Math.hypot(tx, ty, tz)
  tx /= tl
  ty /= tl
  tz /= tl
  const bx = ny * tz - nz * ty
  const by = nz * tx - nx * tz
  const bz = nx * ty - ny * tx
  return [tx * lx + bx * ly + nx * lz, ty * lx + by * ly + ny * lz, tz * lx + bz * ly + nz * lz]
}

/** Radiance arriving along a ray: softbox, object or the studio around. */
function radiance(scene, ox, oy, oz, dx, dy, dz, rand, depth = 0) {
  const o = trace(scene, ox, oy, oz, dx, dy, dz)
  const t = o ? HIT.t : Infinity
  for (const L of scene.lights) {
    if (hitLight(L, ox, oy, oz, dx, dy, dz) < t) return L.visible ?? L.radiance
  }
  if (!o) return scene.env(dx, dy, dz)
  const { nx, ny, nz } = HIT
  return shadePoint(scene, o, ox + dx * t, oy + dy * t, oz + dz * t, nx, ny, nz, dx, dy, dz, rand, depth)
}

/**
 * Renders the scene through a thin-lens camera (real depth of field) at w x h with `spp`
 * jittered samples per pixel. Returns a linear image.
 */
function render(scene, w, h, { spp = 16, seed = 1 } = {}) {
  const { pos, target, fov, aperture = 0, focus } = scene.camera
  const rand = rng(seed)
  let fx = target[0] - pos[0]
  let fy = target[1] - pos[1]
  let fz = target[2] - pos[2]
  const fl = Math.hypot(fx, fy, fz)
  fx /= fl
  fy /= fl
  fz /= fl
  // right = forward x up(0,1,0); up = right x forward
  let rx = -fz
  let rz = fx
  const rl = Math.hypot(rx, rz)
  rx /= rl
  rz /= rl
  const ux = -rz * fy
  const uy = rz * fx - rx * fz
  const uz = rx * fy
  const tanH = Math.tan((fov * Math.PI) / 360)
  const fd = focus ?? fl
  const im = image(w, h)
  const sq = Math.round(Math.sqrt(spp))
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      let r = 0
      let g = 0
      let b = 0
      for (let s = 0; s < spp; s++) {
        // stratified sub-pixel position
        const sx = ((s % sq) + rand()) / sq
        const sy = (Math.floor(s / sq) % sq + rand()) / sq
        const px = ((i + sx) / w * 2 - 1) * tanH * (w / h)
        const py = (1 - (j + sy) / h * 2) * tanH
        let dx = fx + rx * px + ux * py
        let dy = fy + uy * py
        let dz = fz + rz * px + uz * py
        const dl = Math.hypot(dx, dy, dz)
        dx /= dl
        dy /= dl
        dz /= dl
        let ox = pos[0]
        let oy = pos[1]
        let oz = pos[2]
        if (aperture) {
          // thin lens: pick a point on the aperture, aim at the focal plane
          const ft = fd / (dx * fx + dy * fy + dz * fz)
          const tx = ox + dx * ft
          const ty = oy + dy * ft
          const tz = oz + dz * ft
          const a = rand() * Math.PI * 2
          const rr = Math.sqrt(rand()) * aperture
          ox += rx * Math.cos(a) * rr + ux * Math.sin(a) * rr
          oy += uy * Math.sin(a) * rr
          oz += rz * Math.cos(a) * rr + uz * Math.sin(a) * rr
          dx = tx - ox
          dy = ty - oy
          dz = tz - oz
          const l2 = Math.hypot(dx, dy, dz)
          dx /= l2
          dy /= l2
          dz /= l2
        }
        const c = radiance(scene, ox, oy, oz, dx, dy, dz, rand)
        const peak = Math.max(c[0], c[1], c[2])
        if (peak > 6) for (let k = 0; k < 3; k++) c[k] *= 6 / peak // no fireflies
        r += c[0]
        g += c[1]
        b += c[2]
      }
      const k = (j * w + i) * 3
      im.d[k] = r / spp
      im.d[k + 1] = g / spp
      im.d[k + 2] = b / spp
    }
  }
  return im
}

/** Bilinear upscale of a linear image (renders are soft anyway; grain restores texture). */
function upscale(src, w, h) {
  const out = image(w, h)
  const sx = src.w / w
  const sy = src.h / h
  for (let y = 0; y < h; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5)
    const y0 = Math.min(src.h - 1, Math.floor(fy))
    const y1 = Math.min(src.h - 1, y0 + 1)
    const ty = fy - y0
    for (let x = 0; x < w; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5)
      const x0 = Math.min(src.w - 1, Math.floor(fx))
      const x1 = Math.min(src.w - 1, x0 + 1)
      const tx = fx - x0
      for (let c = 0; c < 3; c++) {
        const a = src.d[(y0 * src.w + x0) * 3 + c]
        const b = src.d[(y0 * src.w + x1) * 3 + c]
        const e = src.d[(y1 * src.w + x0) * 3 + c]
        const f = src.d[(y1 * src.w + x1) * 3 + c]
        out.d[(y * w + x) * 3 + c] = lerp(lerp(a, b, tx), lerp(e, f, tx), ty)
      }
    }
  }
  return out
}

/** Object constructors (rotY in degrees). */
const sphere = (c, r, mat) => ({ type: 'sphere', c, r, mat })
const plane = (n, d, mat) => ({ type: 'plane', n, d, mat })
const box = (c, h, rotY, mat) => ({ type: 'box', c, h, mat, cos: Math.cos((rotY * Math.PI) / 180), sin: Math.sin((rotY * Math.PI) / 180) })
const capsule = (a, b, r, mat) => ({ type: 'capsule', a, b, r, mat })
const cyl = (c, r, hl, rotY, mat, axis = 'y') => ({ type: 'cyl', c, r, hl, mat, axis, cos: Math.cos((rotY * Math.PI) / 180), sin: Math.sin((rotY * Math.PI) / 180) })

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

/** 4. Still life after Morandi: spheres, a cube and a cylinder under one big softbox. */
images['bodegon-esferas'] = async () => {
  const [W, H] = LAND
  const rw = 1200
  const rh = 800
  const tableTex = fbm(512, 512, { scale: 90, octaves: 4, seed: 41 })
  const wallTex = fbm(512, 512, { scale: 140, octaves: 4, seed: 42 })
  const tex = (t, u, v) => t[((Math.floor(v) & 511) << 9) | (Math.floor(u) & 511)]
  const table = {
    albedo: (x, y, z) => {
      const n = 1 + 0.08 * tex(tableTex, x * 160, z * 160)
      return [0.34 * n, 0.29 * n, 0.24 * n]
    },
    refl: 0.04, gloss: 0.06,
  }
  const wall = {
    albedo: (x, y) => {
      const n = 1 + 0.12 * tex(wallTex, x * 90, y * 90)
      return [0.2 * n, 0.21 * n, 0.2 * n]
    },
  }
  const clay = { albedo: hex('#b57a58') }
  const plaster = { albedo: hex('#d8d2c6') }
  const sage = { albedo: hex('#8d9a86'), refl: 0.03, gloss: 0.1 }
  const glossBlack = { albedo: [0.015, 0.015, 0.017], refl: 0.05, gloss: 0.015 }
  const brass = { albedo: [0.7, 0.5, 0.24], metal: true, gloss: 0.05 }
  const scene = {
    objects: [
      plane([0, 1, 0], 0, table),
      plane([0, 0, 1], -2.6, wall),
      cyl([-0.85, 0.55, -0.75], 0.3, 0.55, 0, sage),
      box([0.75, 0.32, -0.45], [0.32, 0.32, 0.32], 28, plaster),
      sphere([-0.35, 0.42, 0.05], 0.42, clay),
      sphere([0.48, 0.26, 0.42], 0.26, glossBlack),
      sphere([1.2, 0.11, 0.35], 0.11, brass),
    ],
    // key: a big softbox at the left, slightly behind the set, for modelling light
    lights: [{ ...softbox([-2.9, 3.0, -0.7], [0.1, 0.3, 0], 1.6, 1.6, [14, 13.3, 12.3]), grid: 3 }],
    // the dim studio; a white card to the right lifts the shadows a little
    env: (x, y) => {
      const k = 0.03 + 0.03 * Math.max(0, y) + 0.07 * Math.max(0, x) ** 3
      return [k, k * 1.02, k * 1.05]
    },
    bounce: 0.05,
    aoDist: 1.5,
    camera: { pos: [0.1, 1.25, 4.6], target: [0.05, 0.35, -0.1], fov: 30, aperture: 0.05, focus: 4.55 },
  }
  const small = render(scene, rw, rh, { spp: 16, seed: 4 })
  return upscale(small, W, H)
}
images['bodegon-esferas'].grade = {
  exposure: 1.25, bloom: 0.1, bloomThreshold: 1.2, vignette: 0.5,
  shadows: [0.0, 0.008, 0.012], highlights: [0.02, 0.01, -0.015], saturation: 0.92, grain: 0.022,
}

/** 10. Perfume bottle on black acrylic: strip lights outline the glass, gradient backlight. */
images['producto-frasco'] = async () => {
  const [W, H] = LAND
  const glass = { glass: true, ior: 1.5, tint: [0.97, 0.98, 0.97], albedo: [0, 0, 0] }
  const perfume = { glass: true, ior: 1.33, tint: [0.93, 0.62, 0.3], albedo: [0, 0, 0] }
  const gold = { albedo: [0.78, 0.58, 0.32], metal: true, gloss: 0.06 }
  const acrylic = { albedo: [0.004, 0.004, 0.004], refl: 0.05, gloss: 0.004 }
  // the backdrop is a sheet of paper lit from behind: pure emission, warm in the middle
  const backdrop = {
    albedo: [0, 0, 0],
    emit: (x, y) => {
      const g = Math.exp(-(((x - 0.55) / 1.6) ** 2) - (((y - 1.0) / 1.3) ** 2))
      return [0.012 + 0.36 * g, 0.01 + 0.22 * g, 0.012 + 0.16 * g]
    },
  }
  const bx = 0.5
  const scene = {
    objects: [
      plane([0, 1, 0], 0, acrylic),
      plane([0, 0, 1], -3.2, backdrop),
      // a round flacon with a thin base, the perfume inside, a short neck and a gold cap
      cyl([bx, 0.36, 0], 0.3, 0.36, 0, glass),
      cyl([bx, 0.355, 0], 0.26, 0.305, 0, perfume),
      cyl([bx, 0.78, 0], 0.06, 0.06, 0, glass),
      cyl([bx, 0.93, 0], 0.12, 0.12, 0, gold),
    ],
    lights: [
      // two tall strip boxes behind the bottle, left and right: bright lines down the glass
      softbox([-2.2, 0.9, -1.3], [bx, 0.5, 0], 0.35, 2.4, [10, 9.6, 9]),
      softbox([3.0, 0.9, -1.0], [bx, 0.5, 0], 0.35, 2.4, [7, 6.9, 6.7]),
      // a small top light for the cap
      softbox([bx, 3.2, 0.8], [bx, 1.0, 0], 1.0, 0.6, [4, 3.8, 3.5]),
    ],
    env: () => [0.003, 0.003, 0.003],
    bounce: 0.02,
    aoDist: 0.8,
    camera: { pos: [0.05, 0.78, 5.4], target: [0.1, 0.5, 0], fov: 22, aperture: 0.015, focus: 5.4 },
  }
  return upscale(render(scene, 1200, 800, { spp: 32, seed: 10 }), W, H)
}
images['producto-frasco'].grade = {
  exposure: 1.1, bloom: 0.2, bloomThreshold: 1.0, bloomSigma: 0.01, vignette: 0.45,
  shadows: [0.005, 0.0, 0.01], highlights: [0.02, 0.008, -0.01], saturation: 1.0, grain: 0.02,
}

/** 12. A camera on a dark walnut table under a gridded top light (low key). */
images['manos-camara'] = async () => {
  const [W, H] = LAND
  const grainTex = fbm(1024, 256, { scale: 40, octaves: 5, seed: 121, stretch: 10 })
  const figure = fbm(512, 512, { scale: 120, octaves: 3, seed: 122 })
  const walnut = {
    albedo: (x, y, z) => {
      const u = (x * 120) & 1023
      const v = (z * 300) & 255
      const g = grainTex[(v << 10) | u]
      const f = figure[(((z * 90) & 511) << 9) | ((x * 90) & 511)]
      const seam = Math.abs(((z + 10) % 0.9) - 0.45) > 0.443 ? 0.35 : 1 // plank joints
      const k = (0.75 + 0.5 * g + 0.25 * f) * seam
      return [0.1 * k, 0.055 * k, 0.032 * k]
    },
    refl: 0.035, gloss: 0.07,
  }
  const body = { albedo: [0.018, 0.018, 0.02], refl: 0.04, gloss: 0.22 } // leatherette
  const plate = { albedo: [0.03, 0.03, 0.032], refl: 0.06, gloss: 0.08 } // painted magnesium
  const metal = { albedo: [0.45, 0.45, 0.47], metal: true, gloss: 0.12 }
  const rubber = { albedo: [0.012, 0.012, 0.012], refl: 0.02, gloss: 0.4 }
  const coated = { albedo: [0.005, 0.005, 0.01], refl: 0.08, gloss: 0.01, emit: [0.004, 0.002, 0.008] }

  // parts are described in the camera's own frame (x right, y up, z towards the lens), then
  // rotated by `yaw` about its base
  const yaw = -32
  const cy = Math.cos((yaw * Math.PI) / 180)
  const sy = Math.sin((yaw * Math.PI) / 180)
  const at = ([x, y, z]) => [x * cy - z * sy, y, x * sy + z * cy]
  const objects = [
    plane([0, 1, 0], 0, walnut),
    box(at([0, 0.4, 0]), [0.66, 0.36, 0.17], -yaw, body),
    box(at([-0.52, 0.39, 0.12]), [0.15, 0.35, 0.2], -yaw, rubber), // grip
    box(at([0.02, 0.79, 0]), [0.62, 0.035, 0.15], -yaw, plate), // top plate
    box(at([0.02, 0.93, -0.01]), [0.2, 0.11, 0.13], -yaw, plate), // viewfinder hump
    cyl(at([0.02, 1.04, -0.01]), 0.06, 0.01, -yaw, metal), // hot shoe, roughly
    cyl(at([-0.45, 0.85, 0]), 0.1, 0.035, -yaw, metal), // mode dial
    cyl(at([0.42, 0.85, 0.02]), 0.085, 0.03, -yaw, metal), // second dial
    cyl(at([-0.5, 0.86, 0.15]), 0.035, 0.03, -yaw, metal), // shutter button
    cyl(at([0.02, 0.4, 0.2]), 0.33, 0.035, -yaw, metal, 'z'), // mount
    cyl(at([0.02, 0.4, 0.45]), 0.3, 0.22, -yaw, body, 'z'), // barrel
    cyl(at([0.02, 0.4, 0.62]), 0.315, 0.11, -yaw, rubber, 'z'), // focus ring
    cyl(at([0.02, 0.4, 0.82]), 0.3, 0.1, -yaw, plate, 'z'), // front barrel
    cyl(at([0.02, 0.4, 0.93]), 0.31, 0.012, -yaw, metal, 'z'), // front ring
    cyl(at([0.02, 0.4, 0.925]), 0.255, 0.012, -yaw, coated, 'z'), // front element
  ]
  const scene = {
    objects,
    // one large softbox straight above, with a grid: a pool of light that dies into black
    lights: [{ ...softbox([0.1, 4.2, 0.6], [0.05, 0, 0.1], 2.2, 1.4, [16, 14.6, 12.5]), grid: 5 }],
    env: (x, y) => {
      const k = 0.004 + 0.006 * Math.max(0, y)
      return [k, k, k * 1.1]
    },
    bounce: 0.05,
    aoDist: 1.2,
    camera: { pos: [0.9, 1.55, 4.4], target: [0.05, 0.45, 0.15], fov: 31, aperture: 0.07, focus: 4.45 },
  }
  return upscale(render(scene, 1200, 800, { spp: 20, seed: 12 }), W, H)
}
images['manos-camara'].grade = {
  exposure: 1.3, bloom: 0.08, bloomThreshold: 1.0, vignette: 0.55,
  shadows: [0.005, 0.006, 0.012], highlights: [0.025, 0.012, -0.01], saturation: 0.95, grain: 0.022,
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
