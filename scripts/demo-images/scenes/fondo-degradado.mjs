// The demo photograph 'fondo-degradado': a hand-painted canvas backdrop.
import { LAND, image, shade } from '../image.mjs'
import { clamp, lerp, smooth, hex } from '../maths.mjs'
import { fbm } from '../noise.mjs'

/** 3. Hand-painted canvas backdrop (Oliphant style): mottled grey-blue, glow behind the sitter. */
export const fondoDegradado = async () => {
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
fondoDegradado.grade = {
  exposure: 1.5,
  vignette: 0.5,
  shadows: [-0.01, 0.0, 0.015],
  highlights: [0.015, 0.008, -0.01],
  saturation: 0.9,
  grain: 0.02,
}
