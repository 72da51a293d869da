// The demo photograph 'sombras-persiana': sun through venetian blinds on a wall and a palm, and the palm's fronds.
import sharp from 'sharp'
import { LAND, image, shade, blurImage } from '../image.mjs'
import { lerp, smooth, rng, hex } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { paint, relief } from '../shading.mjs'
import { svgDoc, svgLayer, svgMask } from '../svg.mjs'

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
  const out = [
    `<path d="M${x0} ${y0} Q${cx} ${cy} ${x1} ${y1}" stroke="rgb(${base.map((v) => v * 0.8).join(',')})" stroke-width="7" fill="none"/>`,
  ]
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
export const sombrasPersiana = async () => {
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
    ids.push(
      `<g fill="rgb(${(k + 1) * 40},0,0)" stroke="rgb(${(k + 1) * 40},0,0)">${f.replace(/(fill|stroke)="rgb\([^)]*\)"/g, '')}</g>`,
    )
  })
  const plantSvg = plantParts.join('')
  const plant = await svgLayer(w, h, plantSvg, { blur: 0.8 })
  const idData = await sharp(Buffer.from(svgDoc(w, h, ids.join(''))))
    .raw()
    .toBuffer()
  // one more frond, very close to the lens, thrown out of focus across the corner
  const near = await svgLayer(
    w,
    h,
    palmFrond(rand, [2550, 300], [2150, -100], [1650, -160], { n: 22, len: 320, base: [24, 36, 20] }),
    { blur: 20 },
  )
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
  const frame = await svgMask(
    w,
    h,
    `<path d="M-300 -300 L1950 -300 L2300 1300 L1700 2000 L-300 2000Z" transform="rotate(-6 1000 800)"/>`,
    45,
  )
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
    return [
      wallC[0] * b * (amb * 1.02 + sl * sun[0]),
      wallC[1] * b * (amb * 0.93 + sl * sun[1]),
      wallC[2] * b * (amb * 0.85 + sl * sun[2]),
    ]
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
sombrasPersiana.grade = {
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
