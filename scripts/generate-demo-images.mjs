#!/usr/bin/env node
/**
 * Generates the demo site's twelve photographs (src/seed/media/<key>.jpg).
 *
 * We cannot ship stock photos (rights) nor download them, so every image is built here from
 * scratch. To avoid the flat "vector" look, all light is computed in *linear* floating point
 * (glows add up like real light and highlights can exceed 1.0), and every frame goes through the
 * same "camera + lab" pipeline: bloom, lens vignetting, a filmic tone curve, a restrained
 * split-tone grade and film grain. Two families of images:
 *  - 2D light studies (window light, blinds, backdrop, bokeh, silhouettes, skyline, neon): SVG
 *    shapes rendered by sharp/librsvg as masks, lit per pixel, with blur for penumbrae and depth
 *    of field and Perlin noise for plaster, paper, haze...
 *  - still lifes and the studio (spheres, perfume, camera, studio set): a tiny ray tracer with
 *    softboxes as area lights (soft shadows, their reflections in glossy things), glass,
 *    ambient occlusion and a thin-lens camera for real depth of field.
 *
 * Usage (about 8 minutes for all twelve; the ray-traced ones take 1-2 minutes each):
 *   node scripts/generate-demo-images.mjs                         # all images
 *   node scripts/generate-demo-images.mjs bokeh-ciudad luz-neon   # only some keys
 *   PREVIEW=/tmp/prev node scripts/generate-demo-images.mjs       # also write 1200 px PNG previews
 *
 * Everything is seeded (no Math.random), so with the same sharp/libvips version the output is
 * byte-for-byte the same on every run. Alt texts and captions live in src/seed/media/manifest.ts.
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
async function svgMask(w, h, body, sigma = 0) {
  const data = await sharp(Buffer.from(svgDoc(w, h, body)))
    .ensureAlpha()
    .raw()
    .toBuffer()
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
    await sharp(jpeg)
      .resize(1200)
      .png()
      .toFile(path.join(PREVIEW_DIR, `${key}-${Date.now() % 1e6}.png`))
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
      if (t > 1e-4 && Z >= z0 && Z <= (o.zEnd ?? Infinity) && Math.abs(X) <= hw) {
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
  const visit = (list) => {
    for (const o of list) {
      if (o.type === 'group') {
        // bounding sphere first: most rays never come near the object's many parts
        if (missesSphere(o, ox, oy, oz, dx, dy, dz)) continue
        visit(o.children)
      } else if (intersectObj(o, ox, oy, oz, dx, dy, dz, bt)) {
        best = o
        bt = HIT.t
        nx = HIT.nx
        ny = HIT.ny
        nz = HIT.nz
      }
    }
  }
  visit(scene.objects)
  HIT.t = bt
  HIT.nx = nx
  HIT.ny = ny
  HIT.nz = nz
  HIT.obj = best
  return best
}

/** Any opaque object between a point and a light? Glass lets the light through. */
function traceShadow(scene, ox, oy, oz, dx, dy, dz, dist, list = scene.objects) {
  for (const o of list) {
    if (o.type === 'group') {
      if (!missesSphere(o, ox, oy, oz, dx, dy, dz) && traceShadow(scene, ox, oy, oz, dx, dy, dz, dist, o.children)) return true
    } else if (!o.mat.glass && intersectObj(o, ox, oy, oz, dx, dy, dz, dist)) return true
  }
  return false
}

function missesSphere(o, ox, oy, oz, dx, dy, dz) {
  const px = ox - o.c[0]
  const py = oy - o.c[1]
  const pz = oz - o.c[2]
  const b = px * dx + py * dy + pz * dz
  const c = px * px + py * py + pz * pz - o.r * o.r
  return c > 0 && (b > 0 || b * b < c)
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
    c,
    u,
    v,
    n,
    radiance,
    area: width * height,
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
  const eta = entering ? 1 / (m.ior ?? 1.5) : (m.ior ?? 1.5)
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
        const sy = ((Math.floor(s / sq) % sq) + rand()) / sq
        const px = (((i + sx) / w) * 2 - 1) * tanH * (w / h)
        const py = (1 - ((j + sy) / h) * 2) * tanH
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
const box = (c, h, rotY, mat) => ({
  type: 'box',
  c,
  h,
  mat,
  cos: Math.cos((rotY * Math.PI) / 180),
  sin: Math.sin((rotY * Math.PI) / 180),
})
const group = (c, r, children) => ({ type: 'group', c, r, children })

/**
 * A box with rounded edges (radius r): three slimmer boxes plus a capsule on each of the 12
 * edges. Real objects are never razor-sharp, and the rounded edges catch the highlights.
 */
function roundedBox(c, h, rotY, r, mat) {
  const co = Math.cos((rotY * Math.PI) / 180)
  const si = Math.sin((rotY * Math.PI) / 180)
  const w = ([x, y, z]) => [c[0] + x * co - z * si, c[1] + y, c[2] + x * si + z * co]
  const [a, b, d] = [h[0] - r, h[1] - r, h[2] - r]
  /** @type {object[]} the boxes, then the capsules that round their edges */
  const parts = [box(c, [a, b, h[2]], rotY, mat), box(c, [a, h[1], d], rotY, mat), box(c, [h[0], b, d], rotY, mat)]
  for (const s1 of [-1, 1]) {
    for (const s2 of [-1, 1]) {
      parts.push(capsule(w([-a, s1 * b, s2 * d]), w([a, s1 * b, s2 * d]), r, mat))
      parts.push(capsule(w([s1 * a, -b, s2 * d]), w([s1 * a, b, s2 * d]), r, mat))
      parts.push(capsule(w([s1 * a, s2 * b, -d]), w([s1 * a, s2 * b, d]), r, mat))
    }
  }
  return group(c, Math.hypot(...h) + 1e-3, parts)
}
const capsule = (a, b, r, mat) => ({ type: 'capsule', a, b, r, mat })
const cyl = (c, r, hl, rotY, mat, axis = 'y') => ({
  type: 'cyl',
  c,
  r,
  hl,
  mat,
  axis,
  cos: Math.cos((rotY * Math.PI) / 180),
  sin: Math.sin((rotY * Math.PI) / 180),
})

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
  exposure: 1.5,
  vignette: 0.5,
  shadows: [-0.01, 0.0, 0.015],
  highlights: [0.015, 0.008, -0.01],
  saturation: 0.9,
  grain: 0.02,
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
        for (let yy = 0; yy < 10; yy++)
          for (let xx = 0; xx < 9; xx++) {
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

  /** @type {[number[], number][]} a colour and its weight */
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
  exposure: 1.0,
  bloom: 0.35,
  bloomThreshold: 0.6,
  vignette: 0.45,
  shadows: [-0.01, 0.012, 0.02],
  highlights: [0.02, 0.0, -0.02],
  saturation: 0.92,
  grain: 0.022,
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
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 2; c++) {
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
    els.push(
      `<path d="M${pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join(' L')}" stroke="#000" stroke-width="${size * 0.16}" fill="none" stroke-linecap="round"/>`,
    )
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
  quality: 77, // the plaster texture is costly to encode: stay under the size budget
  exposure: 1.1,
  bloom: 0.15,
  bloomThreshold: 1.2,
  vignette: 0.45,
  vignetteCenter: [0.55, 0.45],
  shadows: [0.0, 0.005, 0.02],
  highlights: [0.03, 0.01, -0.02],
  saturation: 0.95,
  grain: 0.02,
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
      out.push(
        `<path d="M${px.toFixed(1)} ${py.toFixed(1)} Q${(mx + nx * wd).toFixed(1)} ${(my + ny * wd).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)} Q${(mx - nx * wd * 0.6).toFixed(1)} ${(my - ny * wd * 0.6).toFixed(1)} ${px.toFixed(1)} ${py.toFixed(1)}Z" fill="rgb(${c.join(',')})"/>`,
      )
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
  /** @type {[[number, number], [number, number], [number, number], number, number][]} start, bend and tip, leaflets, leaflet length */
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
  const idData = await sharp(Buffer.from(svgDoc(w, h, ids.join(''))))
    .raw()
    .toBuffer()
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
  quality: 76, // lots of fine leaf detail: a notch lower keeps it under the size budget
  exposure: 0.95,
  bloom: 0.12,
  bloomThreshold: 1.0,
  vignette: 0.5,
  vignetteCenter: [0.45, 0.45],
  shadows: [0.0, 0.01, 0.025],
  highlights: [0.03, 0.012, -0.02],
  saturation: 0.9,
  grain: 0.02,
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
    refl: 0.04,
    gloss: 0.06,
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
  return upscale(blurImage(small, 0.6), W, H)
}
images['bodegon-esferas'].grade = {
  exposure: 1.25,
  bloom: 0.1,
  bloomThreshold: 1.2,
  vignette: 0.5,
  shadows: [0.0, 0.008, 0.012],
  highlights: [0.02, 0.01, -0.015],
  saturation: 0.92,
  grain: 0.022,
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
      const g = Math.exp(-(((x - 0.55) / 1.6) ** 2) - ((y - 1.0) / 1.3) ** 2)
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
  return upscale(blurImage(render(scene, 1200, 800, { spp: 32, seed: 10 }), 0.6), W, H)
}
images['producto-frasco'].grade = {
  exposure: 1.1,
  bloom: 0.2,
  bloomThreshold: 1.0,
  bloomSigma: 0.01,
  vignette: 0.45,
  shadows: [0.005, 0.0, 0.01],
  highlights: [0.02, 0.008, -0.01],
  saturation: 1.0,
  grain: 0.02,
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
      return [0.11 * k, 0.06 * k, 0.035 * k]
    },
    refl: 0.035,
    gloss: 0.07,
  }
  const body = { albedo: [0.014, 0.014, 0.015], refl: 0.05, gloss: 0.2 } // leatherette
  const plate = { albedo: [0.02, 0.02, 0.022], refl: 0.08, gloss: 0.06 } // painted magnesium
  const metal = { albedo: [0.45, 0.45, 0.47], metal: true, gloss: 0.12 }
  const rubber = { albedo: [0.012, 0.012, 0.012], refl: 0.02, gloss: 0.4 }
  const coated = { albedo: [0.002, 0.002, 0.004], refl: 0.1, gloss: 0.004, emit: [0.0012, 0.0008, 0.0026] } // AR coating: faint purple

  // parts are described in the camera's own frame (x right, y up, z towards the lens), then
  // rotated by `yaw` about its base
  const yaw = -32
  const cy = Math.cos((yaw * Math.PI) / 180)
  const sy = Math.sin((yaw * Math.PI) / 180)
  const at = ([x, y, z]) => [x * cy - z * sy, y, x * sy + z * cy]
  const parts = [
    roundedBox(at([0, 0.4, 0]), [0.66, 0.36, 0.17], yaw, 0.06, body),
    roundedBox(at([-0.52, 0.39, 0.1]), [0.15, 0.35, 0.2], yaw, 0.09, rubber), // grip
    roundedBox(at([0.02, 0.78, 0]), [0.62, 0.045, 0.15], yaw, 0.03, plate), // top plate
    roundedBox(at([0.02, 0.92, -0.01]), [0.2, 0.12, 0.13], yaw, 0.04, plate), // viewfinder hump
    cyl(at([0.02, 1.04, -0.01]), 0.06, 0.01, yaw, metal), // hot shoe, roughly
    cyl(at([-0.45, 0.85, 0]), 0.1, 0.035, yaw, metal), // mode dial
    cyl(at([0.42, 0.85, 0.02]), 0.085, 0.03, yaw, metal), // second dial
    cyl(at([-0.5, 0.86, 0.15]), 0.035, 0.03, yaw, metal), // shutter button
    cyl(at([0.02, 0.4, 0.2]), 0.33, 0.035, yaw, metal, 'z'), // mount
    cyl(at([0.02, 0.4, 0.45]), 0.3, 0.22, yaw, body, 'z'), // barrel
    cyl(at([0.02, 0.4, 0.62]), 0.315, 0.11, yaw, rubber, 'z'), // focus ring
    cyl(at([0.02, 0.4, 0.82]), 0.3, 0.1, yaw, plate, 'z'), // front barrel
    cyl(at([0.02, 0.4, 0.93]), 0.31, 0.012, yaw, metal, 'z'), // front ring
    cyl(at([0.02, 0.4, 0.945]), 0.255, 0.006, yaw, coated, 'z'), // front element, flat rim...
    sphere(at([0.02, 0.4, 0.745]), 0.26, coated), // ...and its convex centre
  ]
  // a rope strap from the lug, curling on the table behind the camera
  const strap = []
  const rope = { albedo: [0.05, 0.035, 0.025], gloss: 0.3, refl: 0.02 }
  let prev = at([0.68, 0.62, 0])
  for (let k = 1; k <= 26; k++) {
    const t = k / 26
    const p = at([0.68 + 0.55 * Math.sin(t * 2.2), Math.max(0.034, 0.62 * (1 - t * 3)), -0.9 * t + 0.3 * Math.sin(t * 5)])
    strap.push(capsule(prev, p, 0.034, rope))
    prev = p
  }
  const objects = [plane([0, 1, 0], 0, walnut), group([0.2, 0.5, 0.3], 1.25, parts), group(at([1.0, 0.3, -0.4]), 1.0, strap)]
  const scene = {
    objects,
    // one large softbox straight above, with a grid: a pool of light that dies into black
    lights: [{ ...softbox([0.1, 4.2, 0.6], [0.05, 0, 0.1], 2.2, 1.4, [30, 27, 23]), grid: 5 }],
    env: (x, y) => {
      const k = 0.004 + 0.006 * Math.max(0, y)
      return [k, k, k * 1.1]
    },
    bounce: 0.05,
    aoDist: 1.2,
    camera: { pos: [0.9, 1.55, 4.4], target: [0.05, 0.45, 0.15], fov: 31, aperture: 0.07, focus: 4.45 },
  }
  return upscale(blurImage(render(scene, 1200, 800, { spp: 14, seed: 12 }), 0.6), W, H)
}
images['manos-camara'].grade = {
  exposure: 1.3,
  bloom: 0.08,
  bloomThreshold: 1.0,
  vignette: 0.55,
  shadows: [0.005, 0.006, 0.012],
  highlights: [0.025, 0.012, -0.01],
  saturation: 0.95,
  grain: 0.022,
}

/**
 * Rim light for a backlit silhouette: a thin band just inside the edge, lit by whatever glows
 * behind it (light wraps around the edge of the subject). Returns a per-pixel band 0..1.
 */
function rimBand(mask, w, h, width) {
  const inner = Float32Array.from(mask)
  blurField(inner, w, h, width)
  const band = new Float32Array(w * h)
  for (let i = 0; i < band.length; i++) band[i] = clamp((mask[i] - inner[i]) * 2.2) * mask[i]
  return band
}

/** Wisps of loose hair around a head: thin curved strokes that catch the back light. */
function hairWisps(rand, n, cx, cy, r, spread) {
  const out = []
  for (let k = 0; k < n; k++) {
    const a = spread[0] + rand() * (spread[1] - spread[0])
    const r0 = r * (0.92 + rand() * 0.06)
    const len = 25 + rand() * 90
    const x0 = cx + Math.cos(a) * r0
    const y0 = cy + Math.sin(a) * r0
    const bend = (rand() - 0.5) * 1.4
    const x1 = x0 + Math.cos(a + bend) * len
    const y1 = y0 + Math.sin(a + bend) * len
    const mx = (x0 + x1) / 2 + Math.cos(a) * len * 0.25
    const my = (y0 + y1) / 2 + Math.sin(a) * len * 0.25
    out.push(
      `<path d="M${x0.toFixed(1)} ${y0.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}" stroke="#000" stroke-width="${(0.8 + rand() * 1.6).toFixed(1)}" fill="none" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
    )
  }
  return out.join('')
}

/** 6. Backlit profile: head and shoulders against a glowing backdrop, rim of light. */
images['retrato-silueta'] = async () => {
  const [w, h] = PORT
  const rand = rng(61)
  // a woman's profile facing right, hair gathered in a low bun; shoulders turned a little
  const profile = `M585 1330
    C540 1230 470 1120 470 980 C470 800 560 640 720 585 C850 540 960 570 1030 650
    C1075 700 1090 770 1085 840 C1083 860 1076 880 1080 895 C1100 940 1140 1000 1168 1040
    C1176 1052 1165 1066 1145 1068 C1128 1070 1116 1072 1112 1082 C1114 1094 1122 1104 1120 1114
    C1118 1124 1106 1128 1108 1134 C1116 1142 1116 1156 1104 1166 C1094 1172 1088 1178 1092 1192
    C1098 1220 1088 1248 1060 1262 C1020 1280 975 1285 945 1300 C930 1360 945 1430 985 1490
    C1080 1540 1250 1580 1400 1650 C1520 1710 1590 1820 1620 1950
    L1620 2450 L-20 2450 L-20 1750 C100 1650 300 1590 450 1540 C540 1500 590 1440 585 1330 Z`
  const bun = `<ellipse cx="462" cy="1050" rx="100" ry="108"/>`
  const wisps = hairWisps(rand, 26, 760, 900, 335, [Math.PI * 0.95, Math.PI * 1.6]) + hairWisps(rand, 14, 462, 1050, 104, [Math.PI * 0.55, Math.PI * 1.3])
  const mask = await svgMask(w, h, `<path d="${profile}"/>${bun}`, 1.2)
  const hair = await svgMask(w, h, wisps, 0.5)
  // focus is on the face: the back of the head and the shoulders are a touch softer
  const soft = Float32Array.from(mask)
  blurField(soft, w, h, 5)
  for (let i = 0; i < mask.length; i++) {
    const x = i % w
    const y = (i / w) | 0
    const t = smooth(950, 650, x) * 0.6 + smooth(1450, 1900, y) * 0.9
    mask[i] = lerp(mask[i], soft[i], clamp(t))
  }
  const band = rimBand(mask, w, h, 3.5)
  const wide = rimBand(mask, w, h, 16)
  const haze = fbm(w, h, { scale: 500, octaves: 4, seed: 62 })
  const skin = fbm(w, h, { scale: 40, octaves: 3, seed: 63 })

  const im = image(w, h)
  return shade(im, (x, y, i) => {
    // backdrop: a warm pool of light behind the head (a gridded light on a painted canvas)
    const dx = (x - 780) / w
    const dy = (y - 950) / h
    const g = Math.exp(-(dx * dx * 10 + dy * dy * 6)) * (1 + 0.15 * haze[i])
    const edge = Math.exp(-(dx * dx * 2.5 + dy * dy * 2)) // the wider, dimmer spill
    const bg = [0.006 + 1.6 * g + 0.03 * edge, 0.006 + 0.74 * g + 0.022 * edge, 0.01 + 0.3 * g + 0.024 * edge]
    const m = Math.max(mask[i], hair[i] * 0.9)
    // the figure: almost black, a whisper of cool fill from the front
    const fill = 0.004 + 0.008 * smooth(1300, 800, y)
    const fig = [fill * 0.8, fill * 0.9, fill * 1.2]
    // rim: strongest where the backdrop behind is brightest; hair glows like a halo
    const rimK = (band[i] * 1.3 * (0.8 + 0.4 * skin[i]) + wide[i] * 0.07) * g * smooth(1900, 1400, y)
    const hairGlow = hair[i] * (1 - mask[i]) * g * 0.9
    return [
      lerp(bg[0], fig[0], m) + rimK * 2.2 + hairGlow * 2.0,
      lerp(bg[1], fig[1], m) + rimK * 1.35 + hairGlow * 1.2,
      lerp(bg[2], fig[2], m) + rimK * 0.7 + hairGlow * 0.55,
    ]
  })
}
images['retrato-silueta'].grade = {
  exposure: 1.0,
  bloom: 0.3,
  bloomThreshold: 0.7,
  bloomSigma: 0.02,
  vignette: 0.65,
  vignetteCenter: [0.48, 0.4],
  shadows: [0.0, 0.01, 0.02],
  highlights: [0.02, 0.005, -0.02],
  saturation: 0.95,
  grain: 0.024,
}

/** A standing fashion pose in SVG (wide-brimmed hat, one hand on the hip, the other at the
 * brim, long dress caught by a fan), feet at about y=1990. */
function fashionFigure() {
  const limb = (pts, wdt) =>
    `<path d="M${pts.map((p) => p.join(' ')).join(' L')}" stroke="#000" stroke-width="${wdt}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  return [
    `<ellipse cx="648" cy="735" rx="48" ry="64" transform="rotate(-6 648 735)"/>`, // head
    `<path d="M560 700 C560 620 600 585 650 585 C705 585 735 625 732 700Z"/>`, // hat crown
    `<ellipse cx="650" cy="695" rx="176" ry="24" transform="rotate(-9 650 695)"/>`, // brim
    `<path d="M620 770 L672 770 C676 800 684 840 700 866 L596 866 C610 840 616 800 620 770Z"/>`, // neck
    `<path d="M548 885 C585 858 712 856 748 880 C758 955 732 1025 708 1085 C716 1140 728 1170 728 1200
      L566 1200 C566 1170 578 1140 590 1085 C566 1020 540 955 548 885Z"/>`, // bodice
    `<path d="M590 1080 C560 1300 505 1620 470 1955 C540 1975 620 1955 682 1972 C765 1990 845 1950 925 1900
      C850 1680 772 1350 708 1080Z"/>`, // skirt, blown to the right
    limb(
      [
        [728, 900],
        [846, 1045],
        [712, 1112],
      ],
      54,
    ), // arm, hand on the hip
    limb(
      [
        [570, 900],
        [470, 775],
        [548, 690],
      ],
      50,
    ), // arm raised to the brim
    `<ellipse cx="556" cy="686" rx="28" ry="20"/>`, // hand
    `<path d="M560 1962 L620 1960 L634 1994 L552 1996Z"/><path d="M706 1970 L756 1970 L776 1993 L700 1995Z"/>`, // shoe tips
  ].join('')
}

/** 7. Book shoot: a model on a white cyclorama, magenta key gel, teal fill, long shadow. */
images['book-perfil'] = async () => {
  const [w, h] = PORT
  const fig = fashionFigure()
  const feet = [680, 1985]
  // the key light is low and to the left: the shadow runs right and climbs the cyc wall,
  // longer and leaning; sharp near the feet, softer as it gets further away
  const [fx, fy] = feet
  const a = [1.08, 0.1, -0.52, 1.3] // x-axis -> (1.08, 0.1), y-axis -> (-0.52, 1.3)
  const tf = `matrix(${a[0]} ${a[1]} ${a[2]} ${a[3]} ${fx - a[0] * fx - a[2] * fy} ${fy - a[1] * fx - a[3] * fy})`
  const shadowSharp = await svgMask(w, h, `<g transform="${tf}">${fig}</g>`, 3)
  const shadowSoft = await svgMask(w, h, `<g transform="${tf}">${fig}</g>`, 24)
  const mask = await svgMask(w, h, fig, 1.0)
  const band = rimBand(mask, w, h, 6)
  // a blurred copy of the silhouette stands in for the body's volume: its slope says which way
  // the surface turns (towards the key on the left, away from it on the right)
  const vol = Float32Array.from(mask)
  blurField(vol, w, h, 26)
  const gx = Float32Array.from(mask)
  blurField(gx, w, h, 6)
  const paper = fbm(w, h, { scale: 300, octaves: 4, seed: 71 })
  const cloth = fbm(w, h, { scale: 60, octaves: 3, seed: 72, stretch: 4, angle: 1.35 }) // folds
  const key = [1.3, 0.09, 0.38]
  const fillC = [0.02, 0.3, 0.36]
  const floorY = 1820
  const im = image(w, h)
  return shade(im, (x, y, i) => {
    const dist = Math.hypot(x - fx, y - fy)
    const sh = lerp(shadowSharp[i], shadowSoft[i], smooth(100, 900, dist))
    // key pool on the cyc around the model; the teal fill washes the cyc from the right
    const pool = Math.exp(-(((x - 820) / 700) ** 2) - ((y - 1450) / 850) ** 2)
    const fillK = (0.12 + 0.55 * (x / w) ** 1.5) * (1 - 0.45 * (y / h) ** 2) * (0.6 + 0.4 * smooth(0, 900, y))
    // the cove: the floor faces the key a little more, with a soft transition
    const floor = smooth(floorY - 140, floorY + 90, y)
    const alb = 0.8 * (1 + 0.035 * paper[i]) * (1 + 0.2 * floor)
    const keyK = pool * (1 - 0.94 * sh) * (1 + 0.25 * floor)
    let r = alb * (key[0] * keyK + fillC[0] * fillK)
    let g = alb * (key[1] * keyK + fillC[1] * fillK)
    let b = alb * (key[2] * keyK + fillC[2] * fillK)
    // contact shadow under the shoes
    const contact = Math.exp(-(((x - fx) / 150) ** 2) - ((y - fy - 6) / 14) ** 2)
    r *= 1 - 0.85 * contact
    g *= 1 - 0.85 * contact
    b *= 1 - 0.85 * contact
    const m = mask[i]
    if (m > 0) {
      // the model in dark clothes: turned-to-the-key surfaces pick up magenta, the far side
      // teal; a crisp rim on each edge
      const slope = (vol[Math.min(i + 3, vol.length - 1)] - vol[Math.max(i - 3, 0)]) * 8
      const turn = 0.5 + 0.5 * Math.tanh(slope * 2.5) // 1 = faces the key, 0 = faces away
      const toKey = turn * 0.22 + 0.03
      const away = (1 - turn) * 0.25
      const dxm = (gx[Math.min(i + 3, gx.length - 1)] - gx[Math.max(i - 3, 0)]) * 4
      const left = smooth(0.05, 0.4, dxm) * band[i]
      const right = smooth(0.05, 0.4, -dxm) * band[i]
      const fold = 1 + 0.6 * cloth[i]
      const kk = (toKey * 0.3 * fold + left * 0.9) * (0.4 + pool)
      const ff = away * 0.25 * fold + right * 1.5
      r = lerp(r, key[0] * kk + fillC[0] * ff + 0.003, m)
      g = lerp(g, key[1] * kk + fillC[1] * ff + 0.003, m)
      b = lerp(b, key[2] * kk + fillC[2] * ff + 0.005, m)
    }
    return [r, g, b]
  })
}
images['book-perfil'].grade = {
  exposure: 0.85,
  bloom: 0.18,
  bloomThreshold: 0.9,
  vignette: 0.6,
  vignetteCenter: [0.45, 0.6],
  shadows: [0.0, 0.006, 0.02],
  highlights: [0.01, 0.0, 0.01],
  saturation: 0.85,
  grain: 0.024,
}

/**
 * A Spanish city skyline as SVG silhouettes: blocks of flats with water tanks and aerials, plus
 * landmarks (a brick bell tower, a domed basilica, a baroque church with twin spires, far-off
 * skyscrapers like Madrid's Cuatro Torres,
 * tower cranes). Returns { shapes, windows } — windows are [x, y] of lit windows.
 */
function skyline(
  rand,
  baseY,
  { x0 = -50, x1 = 2450, minH = 60, maxH = 220, minW = 30, maxW = 120, pitched = 0.25, trees = 0, landmarks = [], windows = 0 } = {},
) {
  const out = []
  const lit = []
  let x = x0
  while (x < x1) {
    const bw = minW + rand() * (maxW - minW)
    const bh = minH + rand() ** 1.6 * (maxH - minH)
    const top = baseY - bh
    const v = Math.round(170 + rand() * 85) // each block catches a little more or less sky light
    out.push(`<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${(bw + 2).toFixed(0)}" height="${(bh + 400).toFixed(0)}" fill="rgb(${v},${v},${v})"/>`)
    for (let k = 0; k < bw / 40; k++) {
      // rooftop clutter: chimneys, air-conditioning units, parapets
      if (rand() < 0.5)
        out.push(
          `<rect x="${(x + rand() * bw).toFixed(0)}" y="${(top - 4 - rand() * 10).toFixed(0)}" width="${(4 + rand() * 12).toFixed(0)}" height="16" fill="rgb(${v},${v},${v})"/>`,
        )
    }
    if (rand() < 0.5)
      out.push(`<rect x="${(x + bw * (0.2 + rand() * 0.5)).toFixed(0)}" y="${(top - 14).toFixed(0)}" width="${(14 + rand() * 14).toFixed(0)}" height="16"/>`) // water tank / stair hut
    if (rand() < 0.35) {
      const ax = x + rand() * bw
      out.push(`<rect x="${ax.toFixed(0)}" y="${(top - 40 - rand() * 40).toFixed(0)}" width="2" height="80"/>`) // aerial
      out.push(`<rect x="${(ax - 10).toFixed(0)}" y="${(top - 30).toFixed(0)}" width="22" height="2"/>`)
    }
    if (rand() < pitched)
      out.push(
        `<path d="M${x - 4} ${top + 1} L${x + bw * (0.3 + rand() * 0.4)} ${top - bw * (0.12 + rand() * 0.12)} L${x + bw + 4} ${top + 1}Z" fill="rgb(${v},${v},${v})"/>`,
      ) // tiled roof
    if (rand() < trees) {
      // a street tree or a palm between the blocks
      const tx = x + rand() * bw
      const r = 12 + rand() * 22
      out.push(`<ellipse cx="${tx.toFixed(0)}" cy="${(baseY - r * 0.6).toFixed(0)}" rx="${(r * 1.2).toFixed(0)}" ry="${r.toFixed(0)}"/>`)
    }
    for (let k = 0; k < (windows * bw * bh) / 20000; k++) {
      if (rand() < 0.5) lit.push([x + 6 + rand() * (bw - 12), top + 10 + rand() * (bh - 20)])
    }
    x += bw - 6
  }
  for (const l of landmarks) {
    const { type, x: lx, s: k = 1 } = l
    const b = baseY
    if (type === 'towers') {
      // four slender skyscrapers on the horizon; the second one has the open arch at the top
      for (const [dx, hh, ww] of [
        [0, 330, 34],
        [70, 360, 38],
        [140, 300, 30],
        [205, 340, 36],
      ]) {
        out.push(`<rect x="${lx + dx * k}" y="${b - hh * k}" width="${ww * k}" height="${hh * k + 400}"/>`)
      }
      out.push(`<rect x="${lx + 70 * k}" y="${b - 392 * k}" width="${6 * k}" height="${34 * k}"/>`)
      out.push(`<rect x="${lx + 102 * k}" y="${b - 392 * k}" width="${6 * k}" height="${34 * k}"/>`)
      out.push(`<rect x="${lx + 70 * k}" y="${b - 396 * k}" width="${38 * k}" height="${6 * k}"/>`)
    } else if (type === 'belltower') {
      out.push(
        `<rect x="${lx - 38 * k}" y="${b - 420 * k}" width="${76 * k}" height="${420 * k + 400}"/>`,
        `<rect x="${lx - 30 * k}" y="${b - 500 * k}" width="${60 * k}" height="${90 * k}"/>`,
        `<rect x="${lx - 20 * k}" y="${b - 560 * k}" width="${40 * k}" height="${70 * k}"/>`,
        `<ellipse cx="${lx}" cy="${b - 560 * k}" rx="${14 * k}" ry="${20 * k}"/>`,
        `<rect x="${lx - 2 * k}" y="${b - 610 * k}" width="${4 * k}" height="${50 * k}"/>`,
        `<path d="M${lx - 8 * k} ${b - 602 * k} L${lx + 10 * k} ${b - 596 * k} L${lx - 6 * k} ${b - 590 * k}Z"/>`,
      )
    } else if (type === 'dome') {
      out.push(
        `<rect x="${lx - 150 * k}" y="${b - 150 * k}" width="${300 * k}" height="${150 * k + 400}"/>`,
        `<rect x="${lx - 80 * k}" y="${b - 240 * k}" width="${160 * k}" height="${100 * k}"/>`,
        `<path d="M${lx - 84 * k} ${b - 238 * k} C${lx - 84 * k} ${b - 340 * k} ${lx + 84 * k} ${b - 340 * k} ${lx + 84 * k} ${b - 238 * k}Z"/>`,
        `<rect x="${lx - 14 * k}" y="${b - 350 * k}" width="${28 * k}" height="${36 * k}"/>`,
        `<ellipse cx="${lx}" cy="${b - 352 * k}" rx="${16 * k}" ry="${10 * k}"/>`,
        `<rect x="${lx - 2 * k}" y="${b - 392 * k}" width="${4 * k}" height="${36 * k}"/>`,
        `<rect x="${lx - 10 * k}" y="${b - 382 * k}" width="${20 * k}" height="${3.5 * k}"/>`,
      )
    } else if (type === 'church') {
      for (const side of [-1, 1]) {
        const tx = lx + side * 90 * k
        out.push(
          `<rect x="${tx - 26 * k}" y="${b - 280 * k}" width="${52 * k}" height="${280 * k + 400}"/>`,
          `<path d="M${tx - 30 * k} ${b - 280 * k} L${tx} ${b - 380 * k} L${tx + 30 * k} ${b - 280 * k}Z"/>`,
          `<rect x="${tx - 1.5 * k}" y="${b - 410 * k}" width="${3 * k}" height="${34 * k}"/>`,
        )
      }
      out.push(
        `<path d="M${lx - 70 * k} ${b - 190 * k} L${lx} ${b - 250 * k} L${lx + 70 * k} ${b - 190 * k} L${lx + 70 * k} ${b + 400} L${lx - 70 * k} ${b + 400}Z"/>`,
      )
    } else if (type === 'crane') {
      const hgt = 520 * k
      out.push(
        `<rect x="${lx - 5 * k}" y="${b - hgt}" width="${10 * k}" height="${hgt + 400}"/>`,
        `<rect x="${lx - 120 * k}" y="${b - hgt}" width="${520 * k}" height="${8 * k}"/>`,
        `<rect x="${lx - 120 * k}" y="${b - hgt}" width="${40 * k}" height="${22 * k}"/>`,
        `<path d="M${lx} ${b - hgt - 60 * k} L${lx + 380 * k} ${b - hgt} M${lx} ${b - hgt - 60 * k} L${lx - 110 * k} ${b - hgt}" stroke="#000" stroke-width="${2 * k}"/>`,
        `<rect x="${lx - 4 * k}" y="${b - hgt - 60 * k}" width="${8 * k}" height="${60 * k}"/>`,
        `<rect x="${lx + 250 * k}" y="${b - hgt}" width="${1.5 * k}" height="${160 * k}"/>`,
      )
    }
  }
  return { shapes: out.join(''), windows: lit }
}

/** 9. Golden hour from a rooftop terrace: skyline in layers of haze, festoon lights. */
images['azotea-atardecer'] = async () => {
  const [w, h] = LAND
  const rand = rng(91)
  const sun = [1480, 1010]
  const clouds = fbm(w, h, { scale: 380, octaves: 5, seed: 92, stretch: 6 })
  // sky: violet-blue above, peach in the middle, hot yellow around the sun; thin clouds lit
  // from below
  const im = shade(image(w, h), (x, y, i) => {
    const v = y / h
    const d = Math.hypot((x - sun[0]) / w, ((y - sun[1]) / h) * 0.9)
    const glow = Math.exp(-d * 9) * 2.6 + Math.exp(-d * 3) * 0.7
    const t = smooth(0.0, 0.7, v)
    let r = lerp(0.05, 0.95, t) + glow * 1.0
    let g = lerp(0.055, 0.42, t ** 1.3) + glow * 0.58
    let b = lerp(0.16, 0.2, t) + glow * 0.18
    const c = smooth(0.05, 0.45, clouds[i] + 0.1) * smooth(0.12, 0.32, v) * smooth(0.72, 0.5, v)
    const lit = 0.4 + glow * 0.9
    r = lerp(r, 0.5 * lit * 1.3, c * 0.7)
    g = lerp(g, 0.22 * lit, c * 0.7)
    b = lerp(b, 0.16 * lit * 0.8, c * 0.7)
    return [r, g, b]
  })
  // the sun itself, just above the skyline
  for (let y = sun[1] - 60; y < sun[1] + 60; y++)
    for (let x = sun[0] - 60; x < sun[0] + 60; x++) {
      const r = Math.hypot(x - sun[0], y - sun[1])
      const k = clamp((44 - r) / 2) * 30
      const j = (y * w + x) * 3
      im.d[j] += k
      im.d[j + 1] += k * 0.75
      im.d[j + 2] += k * 0.4
    }
  // skyline layers: far (palest, most haze) to near (darkest). Atmospheric perspective: each
  // layer takes the colour of the air in front of it, paler towards its base where haze pools.
  const layers = [
    {
      base: 1120,
      minH: 15,
      maxH: 80,
      tint: [0.62, 0.31, 0.17],
      blur: 3,
      hz: 0.8,
      opt: { minW: 20, maxW: 70 },
      lm: [{ type: 'towers', x: 190, s: 0.9 }],
    },
    {
      base: 1170,
      minH: 30,
      maxH: 140,
      tint: [0.3, 0.13, 0.09],
      blur: 1.8,
      hz: 0.6,
      opt: { minW: 25, maxW: 90, trees: 0.1 },
      lm: [
        { type: 'dome', x: 620, s: 0.8 },
        { type: 'crane', x: 2050, s: 0.7 },
      ],
      win: 0.2,
    },
    {
      base: 1250,
      minH: 40,
      maxH: 170,
      tint: [0.1, 0.048, 0.042],
      blur: 1.1,
      hz: 0.35,
      opt: { minW: 30, maxW: 110, trees: 0.2 },
      lm: [
        { type: 'belltower', x: 1010, s: 0.72 },
        { type: 'church', x: 1880, s: 0.9 },
      ],
      win: 0.45,
    },
    {
      base: 1345,
      minH: 20,
      maxH: 90,
      tint: [0.03, 0.016, 0.016],
      blur: 2.5,
      hz: 0.15,
      opt: { minW: 90, maxW: 260, pitched: 0.7, trees: 0.15 },
      lm: [],
      win: 0.15,
    },
  ]
  for (const L of layers) {
    const { shapes, windows } = skyline(rand, L.base, {
      minH: L.minH,
      maxH: L.maxH,
      ...L.opt,
      landmarks: L.lm,
      windows: L.win ?? 0,
    })
    const layer = await svgLayer(w, h, `<g fill="rgb(230,230,230)">${shapes}</g>`, { blur: L.blur })
    for (let i = 0; i < w * h; i++) {
      const a = layer.d[i * 4 + 3]
      if (a <= 0) continue
      const y = (i / w) | 0
      const x = i % w
      const vary = layer.d[i * 4] / a / 0.79
      const haze = 1 + L.hz * smooth(L.base - 250, L.base + 60, y) // haze pools low
      const glare = 1 + 1.6 * L.hz * Math.exp(-Math.hypot((x - sun[0]) / w, (y - sun[1]) / h) * 7) // sun eats edges
      for (let c = 0; c < 3; c++) {
        const j = i * 3 + c
        im.d[j] = lerp(im.d[j], L.tint[c] * vary * haze * glare, a)
      }
    }
    const m = new Float32Array(w * h)
    for (let i = 0; i < w * h; i++) m[i] = layer.d[i * 4 + 3]
    for (const [x, y] of windows) {
      const lum = 0.12 + rand() * 0.3
      for (let yy = 0; yy < 6; yy++)
        for (let xx = 0; xx < 5; xx++) {
          const px = Math.floor(x + xx)
          const py = Math.floor(y + yy)
          if (px >= w || py >= h || m[py * w + px] < 0.99) continue
          const j = (py * w + px) * 3
          im.d[j] += lum
          im.d[j + 1] += lum * 0.55
          im.d[j + 2] += lum * 0.22
        }
    }
  }
  // a few swifts
  const birds = []
  for (let k = 0; k < 7; k++) {
    const bx = 500 + rand() * 900
    const by = 300 + rand() * 350
    const s = 6 + rand() * 7
    birds.push(
      `<path d="M${bx - s} ${by - s * 0.3} Q${bx - s * 0.4} ${by - s * 0.5} ${bx} ${by} Q${bx + s * 0.4} ${by - s * 0.5} ${bx + s} ${by - s * 0.35}" stroke="#000" stroke-width="${1.6 + s * 0.08}" fill="none"/>`,
    )
  }
  fillMask(im, await svgMask(w, h, birds.join(''), 0.6), [0.05, 0.03, 0.04])
  // our terrace, close to the lens and out of focus: the railing
  const bal = []
  for (let x = -20; x < w + 40; x += 74) bal.push(`<rect x="${x}" y="1380" width="18" height="260" rx="6"/>`)
  const terrace = `<rect x="-50" y="1352" width="2500" height="34" rx="10"/>${bal.join('')}<rect x="-50" y="1560" width="2500" height="60"/>
`
  const near = await svgMask(w, h, terrace, 7)
  fillMask(im, near, [0.02, 0.012, 0.012])
  // warm rim on the railing's top edge, facing the sun
  const rail = await svgMask(w, h, `<rect x="-50" y="1350" width="2500" height="8"/>`, 5)
  addLight(im, rail, [1.2, 0.55, 0.2], 0.3)
  // veiling glare: light scattered in the lens lifts everything near the sun
  shade(im, (x, y, i) => {
    const g = Math.exp(-Math.hypot((x - sun[0]) / w, (y - sun[1]) / h) * 4.5) * 0.09
    return [im.d[i * 3] + g, im.d[i * 3 + 1] + g * 0.55, im.d[i * 3 + 2] + g * 0.25]
  })
  // a faint lens flare ghost along the line from the sun through the centre
  for (const [t, r, p] of [
    [0.55, 60, 400],
    [1.25, 28, 250],
  ]) {
    const fx = sun[0] + (w / 2 - sun[0]) * t * 2
    const fy = sun[1] + (h / 2 - sun[1]) * t * 2
    bokehDisc(im, fx, fy, r, [0.9, 0.6, 0.4], p, { rim: 0.8, cat: 0 })
  }
  return im
}
images['azotea-atardecer'].grade = {
  exposure: 0.95,
  bloom: 0.3,
  bloomThreshold: 1.0,
  bloomSigma: 0.04,
  vignette: 0.5,
  vignetteCenter: [0.58, 0.6],
  shadows: [0.01, 0.0, 0.025],
  highlights: [0.02, 0.005, -0.02],
  saturation: 0.95,
  grain: 0.022,
}

/** 11. Neon and gels: a pink neon ring on a concrete wall, blue gel wash, haze, wet floor. */
images['luz-neon'] = async () => {
  const [w, h] = LAND
  const floorY = 1240
  const ring = { cx: 1000, cy: 640, r: 300 }
  const tube = `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#fff" stroke-width="16"/>`
  const core = await svgMask(w, h, tube, 1.2)
  const glowS = await svgMask(w, h, tube, 9)
  const glowM = await svgMask(w, h, tube, 45)
  const glowL = await svgMask(w, h, `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#fff" stroke-width="60"/>`, 220)
  // the ring's power cable and two stand-offs
  const hardware = await svgMask(
    w,
    h,
    `<path d="M${ring.cx + 40} ${ring.cy + ring.r + 6} C${ring.cx + 60} ${ring.cy + ring.r + 200} ${ring.cx + 10} 1100 ${ring.cx + 70} ${floorY + 10}" stroke="#000" stroke-width="5" fill="none"/>
    <rect x="${ring.cx - 6}" y="${ring.cy - ring.r - 22}" width="12" height="20"/>`,
    1.2,
  )
  const wallN = fbm(w, h, { scale: 14, octaves: 3, seed: 111 })
  const rel = relief(wallN, w, h, 1, 0.3)
  const stain = fbm(w, h, { scale: 260, octaves: 5, seed: 112 })
  const haze = fbm(w, h, { scale: 420, octaves: 4, seed: 113, stretch: 2.5, angle: 0.3 })
  const wet = fbm(w, h, { scale: 160, octaves: 4, seed: 114, stretch: 3 })
  const pink = [1.0, 0.1, 0.42]
  const blue = [0.08, 0.22, 1.0]
  const im = image(w, h)
  const wallColor = (x, y, i) => {
    // concrete lit by the ring (irradiance ~ the wide glow), a blue gel wash from the right,
    // and a weak pink gel from low left
    const ringLight = glowL[i] * 2.2 + glowM[i] * 0.6
    const blueK = 0.5 * Math.exp(-(((x - 2300) / 900) ** 2) - ((y - 500) / 900) ** 2)
    const pinkK = 0.12 * Math.exp(-(((x + 100) / 700) ** 2) - ((y - 1100) / 700) ** 2)
    const alb = 0.3 * (1 + 0.18 * stain[i]) * (1 + 0.12 * rel[i])
    const l = ringLight + pinkK
    return [alb * (pink[0] * l + blue[0] * blueK), alb * (pink[1] * l + blue[1] * blueK), alb * (pink[2] * l + blue[2] * blueK)]
  }
  shade(im, (x, y, i) => {
    if (y < floorY) {
      const c = wallColor(x, y, i)
      const hw = 1 - 0.9 * hardware[i]
      const n = core[i] * 7 + glowS[i] * 1.6 + glowM[i] * 0.25 // the tube itself, hot core
      return [c[0] * hw + n * pink[0] * 1.0 + core[i] * 2, c[1] * hw + n * pink[1] + core[i] * 0.9, c[2] * hw + n * pink[2] + core[i] * 1.4]
    }
    return [0, 0, 0]
  })
  // the floor: polished, slightly wet concrete mirrors the wall, blurrier further from the wall
  const refl = image(w, h)
  for (let y = floorY; y < h; y++) {
    const sy = 2 * floorY - y
    if (sy < 0) continue
    for (let x = 0; x < w; x++) {
      const j = (y * w + x) * 3
      const k = (sy * w + x) * 3
      refl.d[j] = im.d[k]
      refl.d[j + 1] = im.d[k + 1]
      refl.d[j + 2] = im.d[k + 2]
    }
  }
  const reflSharp = { w, h, d: Float32Array.from(refl.d) }
  blurImage(reflSharp, 4)
  blurImage(refl, 22)
  for (let y = floorY; y < h; y++) {
    const t = smooth(floorY, h, y)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      const puddle = smooth(0.0, 0.3, wet[i]) // wet patches reflect sharper and stronger
      const f = (0.35 + 0.4 * puddle) * (1 - 0.35 * t)
      const base = 0.01 + 0.01 * stain[i]
      // the floor also receives light: pink from the ring near the wall, blue from the right
      const pk = 0.07 * Math.exp(-(((x - ring.cx) / 600) ** 2) - ((y - floorY) / 160) ** 2) * (1 - puddle * 0.5)
      const bl = 0.04 * Math.exp(-(((x - 2300) / 900) ** 2)) * (1 - t)
      const contact = 1 - 0.6 * Math.exp(-((y - floorY) / 6)) // a dark line where floor meets wall
      for (let c = 0; c < 3; c++) {
        const j = i * 3 + c
        im.d[j] = (base * (c === 2 ? 1.4 : 1) + pk * pink[c] + bl * blue[c] + f * lerp(refl.d[j], reflSharp.d[j], puddle)) * contact
      }
    }
  }
  // haze in the air catches the light: pink around the ring, blue to the right
  for (let i = 0; i < w * h; i++) {
    const x = i % w
    const y = (i / w) | 0
    const dens = clamp(0.5 + 0.6 * haze[i]) * 0.06
    const pk = glowL[i] * 1.5
    const bl = 0.35 * Math.exp(-(((x - 2300) / 1000) ** 2) - ((y - 400) / 900) ** 2)
    im.d[i * 3] += dens * (pink[0] * pk + blue[0] * bl)
    im.d[i * 3 + 1] += dens * (pink[1] * pk + blue[1] * bl)
    im.d[i * 3 + 2] += dens * (pink[2] * pk + blue[2] * bl)
  }
  return im
}
images['luz-neon'].grade = {
  exposure: 1.0,
  bloom: 0.45,
  bloomThreshold: 0.9,
  bloomSigma: 0.015,
  vignette: 0.55,
  shadows: [0.0, 0.0, 0.02],
  highlights: [0.0, 0.0, 0.0],
  saturation: 0.95,
  grain: 0.024,
}

/** A light stand: a pole and three splayed legs (capsules), from the floor up to `top`. */
function lightStand(x, z, top, mat) {
  const parts = [capsule([x, 0.5, z], [x, top, z], 0.018, mat)]
  for (let k = 0; k < 3; k++) {
    const a = (k / 3) * Math.PI * 2 + 0.4
    parts.push(capsule([x, 0.55, z], [x + Math.cos(a) * 0.42, 0.015, z + Math.sin(a) * 0.42], 0.012, mat))
  }
  return group([x, top / 2, z], top / 2 + 0.5, parts)
}

/** A softbox on its stand: the glowing diffuser is the light, the housing is a black box. */
function softboxRig(c, target, width, height, radiance, standMat, housingMat) {
  const L = softbox(c, target, width, height, radiance)
  const yaw = (Math.atan2(L.n[0], L.n[2]) * 180) / Math.PI
  // boxes rotate about Y with the same convention as toWorld: local +z -> (sin, 0, cos)
  const back = (d) => [c[0] - L.n[0] * d, c[1] - L.n[1] * d, c[2] - L.n[2] * d]
  const rig = [
    // the housing tapers back to the speed ring: three steps stand in for the pyramid
    box(back(0.07), [width / 2 + 0.02, height / 2 + 0.02, 0.05], -yaw, housingMat),
    box(back(0.2), [width / 2.6, height / 2.6, 0.08], -yaw, housingMat),
    box(back(0.34), [width / 5, height / 5, 0.07], -yaw, housingMat),
    lightStand(...back(0.4).filter((_, k) => k !== 1), c[1] - 0.05, standMat),
  ]
  return { light: { ...L, visible: radiance.map((v) => v * 0.8) }, rig }
}

/** 1. The studio: seamless paper, two softboxes on stands, a wooden stool in the light. */
images['estudio-plato'] = async () => {
  const [W, H] = LAND
  const floorTex = fbm(512, 512, { scale: 70, octaves: 5, seed: 11 })
  const paperTex = fbm(512, 512, { scale: 200, octaves: 3, seed: 12 })
  const tex = (t, u, v) => t[((Math.floor(v) & 511) << 9) | (Math.floor(u) & 511)]
  const paper = {
    albedo: (x, y, z) => {
      const n = 1 + 0.03 * tex(paperTex, x * 60, (y - z) * 60)
      return [0.5 * n, 0.5 * n, 0.49 * n]
    },
  }
  const concrete = {
    albedo: (x, y, z) => {
      const n = 1 + 0.25 * tex(floorTex, x * 90, z * 90)
      return [0.07 * n, 0.068 * n, 0.066 * n]
    },
  }
  const greyWall = { albedo: [0.16, 0.16, 0.165] } // the studio's painted walls
  const steel = { albedo: [0.05, 0.05, 0.055], refl: 0.1, gloss: 0.08 }
  const black = { albedo: [0.014, 0.014, 0.015] } // matte fabric and rubber
  const oak = {
    albedo: (x, y, z) => {
      const n = 1 + 0.2 * Math.sin((x + z) * 90 + Math.sin(y * 40) * 2)
      return [0.36 * n, 0.22 * n, 0.12 * n]
    },
    refl: 0.04,
    gloss: 0.15,
  }
  // the stool: round seat, four splayed legs, a ring of rungs
  /** @type {object[]} */
  const stool = [cyl([0, 0.72, 0.1], 0.19, 0.022, 0, oak)]
  const feet = []
  for (let k = 0; k < 4; k++) {
    const a = (k / 4) * Math.PI * 2 + Math.PI / 4
    const top = [Math.cos(a) * 0.12, 0.7, 0.1 + Math.sin(a) * 0.12]
    const foot = [Math.cos(a) * 0.2, 0.015, 0.1 + Math.sin(a) * 0.2]
    feet.push(foot)
    stool.push(capsule(top, foot, 0.016, oak))
  }
  for (let k = 0; k < 4; k++) {
    const a = feet[k]
    const b = feet[(k + 1) % 4]
    const lift = (p) => [p[0] * 0.78, 0.27, 0.1 + (p[2] - 0.1) * 0.78]
    stool.push(capsule(lift(a), lift(b), 0.011, oak))
  }
  // housings only turn about the vertical axis, so the boxes are aimed level (target at their height)
  const key = softboxRig([-1.7, 1.3, 0.95], [0, 1.3, 0.1], 1.0, 1.3, [5.5, 5.35, 5.1], steel, black)
  const fill = softboxRig([1.6, 1.35, -0.45], [0, 1.35, 0.15], 0.45, 1.4, [3.6, 3.55, 3.45], steel, black)
  // the paper roll on its two stands and cross bar
  const roll = [
    cyl([0, 2.72, -1.62], 0.07, 1.5, 0, { albedo: [0.45, 0.45, 0.44] }, 'x'),
    capsule([-1.58, 2.72, -1.62], [1.58, 2.72, -1.62], 0.012, steel),
    lightStand(-1.6, -1.62, 2.75, steel).children,
    lightStand(1.6, -1.62, 2.75, steel).children,
  ].flat()
  // a cable snaking across the floor to the key light
  const cable = []
  let prev = [-1.95, 0.012, 0.85]
  for (let k = 1; k <= 20; k++) {
    const t = k / 20
    const p = [lerp(-1.95, -2.6, t) + 0.2 * Math.sin(t * 7), 0.012, 0.85 + 2.2 * t + 0.25 * Math.sin(t * 5)]
    cable.push(capsule(prev, p, 0.01, black))
    prev = p
  }
  const scene = {
    objects: [
      { type: 'sweep', z0: -1.0, R: 0.6, hw: 1.35, top: 2.7, zEnd: 2.3, mat: paper },
      plane([0, 1, 0], -0.002, concrete),
      plane([0, 0, 1], -3.5, greyWall),
      plane([1, 0, 0], -4.2, greyWall),
      group([0, 0.4, 0.1], 0.5, stool),
      group(key.rig[0].c, 1.1, key.rig.slice(0, 3)),
      group(fill.rig[0].c, 1.1, fill.rig.slice(0, 3)),
      key.rig[3],
      fill.rig[3],
      group([0, 1.5, -1.62], 2.2, roll),
      group([-2.3, 0, 1.9], 1.6, cable),
    ],
    lights: [key.light, fill.light],
    // light bouncing around the room, mostly from the ceiling
    env: (x, y) => {
      const k = 0.03 + 0.09 * Math.max(0, y)
      return [k, k, k * 1.05]
    },
    bounce: 0.12,
    aoDist: 2,
    camera: { pos: [2.7, 1.45, 5.0], target: [-0.35, 0.95, -0.3], fov: 44, aperture: 0.03, focus: 5.6 },
  }
  const small = render(scene, 1200, 800, { spp: 16, seed: 1 })
  return upscale(blurImage(small, 0.6), W, H) // a whisper of blur to calm the sampling noise
}
images['estudio-plato'].grade = {
  exposure: 1.3,
  bloom: 0.25,
  bloomThreshold: 1.0,
  bloomSigma: 0.012,
  vignette: 0.5,
  shadows: [0.0, 0.005, 0.012],
  highlights: [0.015, 0.008, -0.01],
  saturation: 0.9,
  grain: 0.022,
}

// ---------------------------------------------------------------------------------------------

/** The 12 keys, in the order of src/seed/content/types.ts (MediaKey). */
const KEYS = [
  'estudio-plato',
  'luz-ventana',
  'fondo-degradado',
  'bodegon-esferas',
  'bokeh-ciudad',
  'retrato-silueta',
  'book-perfil',
  'sombras-persiana',
  'azotea-atardecer',
  'producto-frasco',
  'luz-neon',
  'manos-camara',
]

async function main() {
  const wanted = process.argv.slice(2)
  const keys = wanted.length ? wanted : KEYS
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
