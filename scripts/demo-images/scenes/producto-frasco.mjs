// The demo photograph 'producto-frasco': a perfume bottle on black acrylic (ray traced).
import { LAND, blurImage } from '../image.mjs'
import { softbox, plane, cyl } from '../raytrace/objects.mjs'
import { render, upscale } from '../raytrace/render.mjs'

/** 10. Perfume bottle on black acrylic: strip lights outline the glass, gradient backlight. */
export const productoFrasco = async () => {
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
productoFrasco.grade = {
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
