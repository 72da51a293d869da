// The demo photograph 'luz-ventana': late-afternoon sun through a window on a plaster wall, a branch's shadow in it.
import { LAND, image, shade, blurField } from '../image.mjs'
import { clamp, lerp, smooth, rng, hex } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { relief } from '../shading.mjs'
import { svgMask } from '../svg.mjs'

/** 2. Late-afternoon sun through a window, projected on a plaster wall, a branch in a vase. */
export const luzVentana = async () => {
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
      els.push(
        `<ellipse cx="${x + side * r * 1.05}" cy="${y - r * 0.3}" rx="${r}" ry="${r * 0.82}" transform="rotate(${ang * 0.3} ${x} ${y})"/>`,
      )
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
    const s =
      lerp(sharpSun[i], softSun[i], far) * (1 - 0.85 * leaves[i]) * (1 - 0.92 * branch[i]) * (1.1 - 0.25 * (y / h))
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
luzVentana.grade = {
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
