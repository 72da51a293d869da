// The demo photograph 'azotea-atardecer': golden hour over the city from a rooftop terrace.
import { LAND, image, shade } from '../image.mjs'
import { clamp, lerp, smooth, rng } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { addLight, fillMask, bokehDisc } from '../shading.mjs'
import { svgLayer, svgMask } from '../svg.mjs'
import { skyline } from './skyline.mjs'

/** 9. Golden hour from a rooftop terrace: skyline in layers of haze, festoon lights. */
export const azoteaAtardecer = async () => {
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
azoteaAtardecer.grade = {
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
