// The demo photograph 'manos-camara': a camera on a walnut table under a top light (ray traced).
import { LAND, blurImage } from '../image.mjs'
import { fbm } from '../noise.mjs'
import { softbox, sphere, plane, group, roundedBox, capsule, cyl } from '../raytrace/objects.mjs'
import { render, upscale } from '../raytrace/render.mjs'

/** 12. A camera on a dark walnut table under a gridded top light (low key). */
export const manosCamara = async () => {
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
    const p = at([
      0.68 + 0.55 * Math.sin(t * 2.2),
      Math.max(0.034, 0.62 * (1 - t * 3)),
      -0.9 * t + 0.3 * Math.sin(t * 5),
    ])
    strap.push(capsule(prev, p, 0.034, rope))
    prev = p
  }
  const objects = [
    plane([0, 1, 0], 0, walnut),
    group([0.2, 0.5, 0.3], 1.25, parts),
    group(at([1.0, 0.3, -0.4]), 1.0, strap),
  ]
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
manosCamara.grade = {
  exposure: 1.3,
  bloom: 0.08,
  bloomThreshold: 1.0,
  vignette: 0.55,
  shadows: [0.005, 0.006, 0.012],
  highlights: [0.025, 0.012, -0.01],
  saturation: 0.95,
  grain: 0.022,
}
