// The demo photograph 'estudio-plato': the studio set (ray traced), with the light stands and softbox rigs it is built from.
import { LAND, blurImage } from '../image.mjs'
import { lerp } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { softbox, plane, box, group, capsule, cyl } from '../raytrace/objects.mjs'
import { render, upscale } from '../raytrace/render.mjs'

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
export const estudioPlato = async () => {
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
estudioPlato.grade = {
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
