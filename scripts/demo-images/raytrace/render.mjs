// Ray tracer: the thin-lens camera that renders a scene, and the upscale to full size.
import { image } from '../image.mjs'
import { lerp, rng } from '../maths.mjs'
import { radiance } from './radiance.mjs'

// A tiny ray tracer for the still lifes: spheres, boxes, cylinders and planes, one rectangular
// softbox (soft shadows and its reflection in glossy things), ambient occlusion from a dim
// studio, glossy reflections with Fresnel, and a thin-lens camera for real depth of field.
// It renders at a reduced size with many samples per pixel; `upscale` brings it to full size.

/**
 * Renders the scene through a thin-lens camera (real depth of field) at w x h with `spp`
 * jittered samples per pixel. Returns a linear image.
 */
export function render(scene, w, h, { spp = 16, seed = 1 } = {}) {
  const { pos, target, fov, aperture = 0, focus } = scene.camera
  const rand = rng(seed)
  let fx = target[0] - pos[0]
  let fy = target[1] - pos[1]
  let fz = target[2] - pos[2]
  const fl = Math.hypot(fx, fy, fz)
  fx /= fl
  fy /= fl
  fz /= fl
  // right = forward x up(0,1,0); up = right x forward
  let rx = -fz
  let rz = fx
  const rl = Math.hypot(rx, rz)
  rx /= rl
  rz /= rl
  const ux = -rz * fy
  const uy = rz * fx - rx * fz
  const uz = rx * fy
  const tanH = Math.tan((fov * Math.PI) / 360)
  const fd = focus ?? fl
  const im = image(w, h)
  const sq = Math.round(Math.sqrt(spp))
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      let r = 0
      let g = 0
      let b = 0
      for (let s = 0; s < spp; s++) {
        // stratified sub-pixel position
        const sx = ((s % sq) + rand()) / sq
        const sy = ((Math.floor(s / sq) % sq) + rand()) / sq
        const px = (((i + sx) / w) * 2 - 1) * tanH * (w / h)
        const py = (1 - ((j + sy) / h) * 2) * tanH
        let dx = fx + rx * px + ux * py
        let dy = fy + uy * py
        let dz = fz + rz * px + uz * py
        const dl = Math.hypot(dx, dy, dz)
        dx /= dl
        dy /= dl
        dz /= dl
        let ox = pos[0]
        let oy = pos[1]
        let oz = pos[2]
        if (aperture) {
          // thin lens: pick a point on the aperture, aim at the focal plane
          const ft = fd / (dx * fx + dy * fy + dz * fz)
          const tx = ox + dx * ft
          const ty = oy + dy * ft
          const tz = oz + dz * ft
          const a = rand() * Math.PI * 2
          const rr = Math.sqrt(rand()) * aperture
          ox += rx * Math.cos(a) * rr + ux * Math.sin(a) * rr
          oy += uy * Math.sin(a) * rr
          oz += rz * Math.cos(a) * rr + uz * Math.sin(a) * rr
          dx = tx - ox
          dy = ty - oy
          dz = tz - oz
          const l2 = Math.hypot(dx, dy, dz)
          dx /= l2
          dy /= l2
          dz /= l2
        }
        const c = radiance(scene, ox, oy, oz, dx, dy, dz, rand)
        const peak = Math.max(c[0], c[1], c[2])
        if (peak > 6) for (let k = 0; k < 3; k++) c[k] *= 6 / peak // no fireflies
        r += c[0]
        g += c[1]
        b += c[2]
      }
      const k = (j * w + i) * 3
      im.d[k] = r / spp
      im.d[k + 1] = g / spp
      im.d[k + 2] = b / spp
    }
  }
  return im
}

/** Bilinear upscale of a linear image (renders are soft anyway; grain restores texture). */
export function upscale(src, w, h) {
  const out = image(w, h)
  const sx = src.w / w
  const sy = src.h / h
  for (let y = 0; y < h; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5)
    const y0 = Math.min(src.h - 1, Math.floor(fy))
    const y1 = Math.min(src.h - 1, y0 + 1)
    const ty = fy - y0
    for (let x = 0; x < w; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5)
      const x0 = Math.min(src.w - 1, Math.floor(fx))
      const x1 = Math.min(src.w - 1, x0 + 1)
      const tx = fx - x0
      for (let c = 0; c < 3; c++) {
        const a = src.d[(y0 * src.w + x0) * 3 + c]
        const b = src.d[(y0 * src.w + x1) * 3 + c]
        const e = src.d[(y1 * src.w + x0) * 3 + c]
        const f = src.d[(y1 * src.w + x1) * 3 + c]
        out.d[(y * w + x) * 3 + c] = lerp(lerp(a, b, tx), lerp(e, f, tx), ty)
      }
    }
  }
  return out
}
