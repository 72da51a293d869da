// The demo photograph 'bokeh-ciudad': a night city thrown out of focus into bokeh.
import { LAND, image, shade, blurImage } from '../image.mjs'
import { lerp, rng, gaussian, hex } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { bokehDisc } from '../shading.mjs'

/** 5. Night city, lens focused close: street lamps, signs and windows become bokeh. */
export const bokehCiudad = async () => {
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
bokehCiudad.grade = {
  exposure: 1.0,
  bloom: 0.35,
  bloomThreshold: 0.6,
  vignette: 0.45,
  shadows: [-0.01, 0.012, 0.02],
  highlights: [0.02, 0.0, -0.02],
  saturation: 0.92,
  grain: 0.022,
}
