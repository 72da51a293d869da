// Ray tracer: closest hit through a scene's objects and groups, shadow rays, softbox hits.
import { HIT, intersectObj } from './intersect.mjs'

/** Closest hit along a ray; returns the object (HIT holds t and normal) or null. */
export function trace(scene, ox, oy, oz, dx, dy, dz, tmax = Infinity) {
  let best = null
  let bt = tmax
  let nx = 0
  let ny = 0
  let nz = 0
  const visit = (list) => {
    for (const o of list) {
      if (o.type === 'group') {
        // bounding sphere first: most rays never come near the object's many parts
        if (missesSphere(o, ox, oy, oz, dx, dy, dz)) continue
        visit(o.children)
      } else if (intersectObj(o, ox, oy, oz, dx, dy, dz, bt)) {
        best = o
        bt = HIT.t
        nx = HIT.nx
        ny = HIT.ny
        nz = HIT.nz
      }
    }
  }
  visit(scene.objects)
  HIT.t = bt
  HIT.nx = nx
  HIT.ny = ny
  HIT.nz = nz
  HIT.obj = best
  return best
}

/** Any opaque object between a point and a light? Glass lets the light through. */
export function traceShadow(scene, ox, oy, oz, dx, dy, dz, dist, list = scene.objects) {
  for (const o of list) {
    if (o.type === 'group') {
      if (!missesSphere(o, ox, oy, oz, dx, dy, dz) && traceShadow(scene, ox, oy, oz, dx, dy, dz, dist, o.children))
        return true
    } else if (!o.mat.glass && intersectObj(o, ox, oy, oz, dx, dy, dz, dist)) return true
  }
  return false
}

function missesSphere(o, ox, oy, oz, dx, dy, dz) {
  const px = ox - o.c[0]
  const py = oy - o.c[1]
  const pz = oz - o.c[2]
  const b = px * dx + py * dy + pz * dz
  const c = px * px + py * py + pz * pz - o.r * o.r
  return c > 0 && (b > 0 || b * b < c)
}

/** Hit the softbox's front face? Returns the distance or Infinity. */
export function hitLight(L, ox, oy, oz, dx, dy, dz) {
  const den = L.n[0] * dx + L.n[1] * dy + L.n[2] * dz
  if (den >= 0) return Infinity
  const t = ((L.c[0] - ox) * L.n[0] + (L.c[1] - oy) * L.n[1] + (L.c[2] - oz) * L.n[2]) / den
  if (t < 1e-4) return Infinity
  const rx = ox + dx * t - L.c[0]
  const ry = oy + dy * t - L.c[1]
  const rz = oz + dz * t - L.c[2]
  const u = (rx * L.u[0] + ry * L.u[1] + rz * L.u[2]) / L.ul2
  const v = (rx * L.v[0] + ry * L.v[1] + rz * L.v[2]) / L.vl2
  return Math.abs(u) <= 1 && Math.abs(v) <= 1 ? t : Infinity
}
