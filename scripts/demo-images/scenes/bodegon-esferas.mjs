// The demo photograph 'bodegon-esferas': a still life of spheres, a cube and a cylinder (ray traced).
import { LAND, blurImage } from '../image.mjs'
import { hex } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { softbox, sphere, plane, box, cyl } from '../raytrace/objects.mjs'
import { render, upscale } from '../raytrace/render.mjs'

/** 4. Still life after Morandi: spheres, a cube and a cylinder under one big softbox. */
export const bodegonEsferas = async () => {
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
bodegonEsferas.grade = {
  exposure: 1.25,
  bloom: 0.1,
  bloomThreshold: 1.2,
  vignette: 0.5,
  shadows: [0.0, 0.008, 0.012],
  highlights: [0.02, 0.01, -0.015],
  saturation: 0.92,
  grain: 0.022,
}
