// The demo photograph 'luz-neon': a neon ring, coloured gels, haze and a wet floor.
import { LAND, image, shade, blurImage } from '../image.mjs'
import { clamp, lerp, smooth } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { relief } from '../shading.mjs'
import { svgMask } from '../svg.mjs'

/** 11. Neon and gels: a pink neon ring on a concrete wall, blue gel wash, haze, wet floor. */
export const luzNeon = async () => {
  const [w, h] = LAND
  const floorY = 1240
  const ring = { cx: 1000, cy: 640, r: 300 }
  const tube = `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#fff" stroke-width="16"/>`
  const core = await svgMask(w, h, tube, 1.2)
  const glowS = await svgMask(w, h, tube, 9)
  const glowM = await svgMask(w, h, tube, 45)
  const glowL = await svgMask(
    w,
    h,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="#fff" stroke-width="60"/>`,
    220,
  )
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
    return [
      alb * (pink[0] * l + blue[0] * blueK),
      alb * (pink[1] * l + blue[1] * blueK),
      alb * (pink[2] * l + blue[2] * blueK),
    ]
  }
  shade(im, (x, y, i) => {
    if (y < floorY) {
      const c = wallColor(x, y, i)
      const hw = 1 - 0.9 * hardware[i]
      const n = core[i] * 7 + glowS[i] * 1.6 + glowM[i] * 0.25 // the tube itself, hot core
      return [
        c[0] * hw + n * pink[0] * 1.0 + core[i] * 2,
        c[1] * hw + n * pink[1] + core[i] * 0.9,
        c[2] * hw + n * pink[2] + core[i] * 1.4,
      ]
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
        im.d[j] =
          (base * (c === 2 ? 1.4 : 1) + pk * pink[c] + bl * blue[c] + f * lerp(refl.d[j], reflSharp.d[j], puddle)) *
          contact
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
luzNeon.grade = {
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
