// Ray tracer: ray-object intersection (spheres, planes, capsules, paper sweeps, boxes, cylinders).
import { clamp } from '../maths.mjs'

export const HIT = { t: 0, nx: 0, ny: 0, nz: 0, obj: null }

/** Transforms a world vector into an object's frame (rotation about Y, then axis swap). */
function toLocal(o, x, y, z) {
  const lx = x * o.cos + z * o.sin
  const lz = -x * o.sin + z * o.cos
  // cylinders are built along local Y; axis 'z' lays them down towards the camera
  return o.axis === 'z' ? [lx, lz, -y] : o.axis === 'x' ? [y, -lx, lz] : [lx, y, lz]
}
function toWorld(o, x, y, z) {
  const [lx, ly, lz] = o.axis === 'z' ? [x, -z, y] : o.axis === 'x' ? [-y, x, z] : [x, y, z]
  return [lx * o.cos - lz * o.sin, ly, lx * o.sin + lz * o.cos]
}

export function intersectObj(o, ox, oy, oz, dx, dy, dz, tmax) {
  if (o.type === 'sphere') {
    const px = ox - o.c[0]
    const py = oy - o.c[1]
    const pz = oz - o.c[2]
    const b = px * dx + py * dy + pz * dz
    const c = px * px + py * py + pz * pz - o.r * o.r
    const disc = b * b - c
    if (disc < 0) return false
    const sq = Math.sqrt(disc)
    let t = -b - sq
    if (t < 1e-4) t = -b + sq
    if (t < 1e-4 || t > tmax) return false
    HIT.t = t
    HIT.nx = (px + dx * t) / o.r
    HIT.ny = (py + dy * t) / o.r
    HIT.nz = (pz + dz * t) / o.r
    return true
  }
  if (o.type === 'plane') {
    const den = o.n[0] * dx + o.n[1] * dy + o.n[2] * dz
    if (Math.abs(den) < 1e-8) return false
    const t = (o.d - (o.n[0] * ox + o.n[1] * oy + o.n[2] * oz)) / den
    if (t < 1e-4 || t > tmax) return false
    HIT.t = t
    ;[HIT.nx, HIT.ny, HIT.nz] = o.n
    return true
  }
  if (o.type === 'capsule') {
    // rod between a and b with radius r (stands, legs): iq's capsule intersection
    const bax = o.b[0] - o.a[0]
    const bay = o.b[1] - o.a[1]
    const baz = o.b[2] - o.a[2]
    const oax = ox - o.a[0]
    const oay = oy - o.a[1]
    const oaz = oz - o.a[2]
    const baba = bax * bax + bay * bay + baz * baz
    const bard = bax * dx + bay * dy + baz * dz
    const baoa = bax * oax + bay * oay + baz * oaz
    const rdoa = dx * oax + dy * oay + dz * oaz
    const oaoa = oax * oax + oay * oay + oaz * oaz
    const a = baba - bard * bard
    let b = baba * rdoa - baoa * bard
    let c = baba * oaoa - baoa * baoa - o.r * o.r * baba
    let hh = b * b - a * c
    let t = -1
    if (hh >= 0) {
      t = (-b - Math.sqrt(hh)) / a
      const yy = baoa + t * bard
      if (!(yy > 0 && yy < baba)) {
        // caps
        const ocx = yy <= 0 ? oax : ox - o.b[0]
        const ocy = yy <= 0 ? oay : oy - o.b[1]
        const ocz = yy <= 0 ? oaz : oz - o.b[2]
        b = dx * ocx + dy * ocy + dz * ocz
        c = ocx * ocx + ocy * ocy + ocz * ocz - o.r * o.r
        hh = b * b - c
        t = hh > 0 ? -b - Math.sqrt(hh) : -1
      }
    }
    if (t < 1e-4 || t > tmax) return false
    const px = oax + dx * t
    const py = oay + dy * t
    const pz = oaz + dz * t
    const hproj = clamp((px * bax + py * bay + pz * baz) / baba)
    HIT.t = t
    HIT.nx = (px - bax * hproj) / o.r
    HIT.ny = (py - bay * hproj) / o.r
    HIT.nz = (pz - baz * hproj) / o.r
    return true
  }
  if (o.type === 'sweep') {
    // seamless paper: floor (y=0, z>z0), a quarter-cylinder cove of radius R, wall (z=z0-R, y>R);
    // |x| <= halfWidth. We keep the nearest valid piece.
    const { z0, R, hw, top } = o
    let best = Infinity
    let n = null
    if (Math.abs(dy) > 1e-9) {
      const t = -oy / dy
      const X = ox + dx * t
      const Z = oz + dz * t
      if (t > 1e-4 && Z >= z0 && Z <= (o.zEnd ?? Infinity) && Math.abs(X) <= hw) {
        best = t
        n = [0, 1, 0]
      }
    }
    if (Math.abs(dz) > 1e-9) {
      const t = (z0 - R - oz) / dz
      const X = ox + dx * t
      const Y = oy + dy * t
      if (t > 1e-4 && t < best && Y >= R && Y <= top && Math.abs(X) <= hw) {
        best = t
        n = [0, 0, 1]
      }
    }
    // cove: cylinder along x through (y=R, z=z0)
    const py = oy - R
    const pz = oz - z0
    const a = dy * dy + dz * dz
    if (a > 1e-12) {
      const b = py * dy + pz * dz
      const c = py * py + pz * pz - R * R
      const disc = b * b - a * c
      if (disc >= 0) {
        for (const t of [(-b - Math.sqrt(disc)) / a, (-b + Math.sqrt(disc)) / a]) {
          const Y = py + dy * t
          const Z = pz + dz * t
          const X = ox + dx * t
          if (t > 1e-4 && t < best && Y <= 0 && Z <= 0 && Math.abs(X) <= hw) {
            best = t
            n = [0, -Y / R, -Z / R] // inside of the cove faces the set
            break
          }
        }
      }
    }
    if (!n || best > tmax) return false
    HIT.t = best
    ;[HIT.nx, HIT.ny, HIT.nz] = n
    return true
  }
  // boxes and cylinders are intersected in their own frame
  const [px, py, pz] = toLocal(o, ox - o.c[0], oy - o.c[1], oz - o.c[2])
  const [qx, qy, qz] = toLocal(o, dx, dy, dz)
  if (o.type === 'box') {
    let t0 = -Infinity
    let t1 = Infinity
    let axis = 0
    let sign = 1
    const P = [px, py, pz]
    const D = [qx, qy, qz]
    for (let k = 0; k < 3; k++) {
      if (Math.abs(D[k]) < 1e-12) {
        if (Math.abs(P[k]) > o.h[k]) return false
        continue
      }
      let ta = (-o.h[k] - P[k]) / D[k]
      let tb = (o.h[k] - P[k]) / D[k]
      let s = -1
      if (ta > tb) {
        ;[ta, tb] = [tb, ta]
        s = 1
      }
      if (ta > t0) {
        t0 = ta
        axis = k
        sign = s
      }
      if (tb < t1) t1 = tb
      if (t0 > t1) return false
    }
    if (t0 < 1e-4 || t0 > tmax) return false
    const n = [0, 0, 0]
    n[axis] = sign
    HIT.t = t0
    ;[HIT.nx, HIT.ny, HIT.nz] = toWorld(o, n[0], n[1], n[2])
    return true
  }
  if (o.type === 'cyl') {
    let best = Infinity
    let n = null
    const a = qx * qx + qz * qz
    if (a > 1e-12) {
      const b = px * qx + pz * qz
      const c = px * px + pz * pz - o.r * o.r
      const disc = b * b - a * c
      if (disc >= 0) {
        const sq = Math.sqrt(disc)
        for (const t of [(-b - sq) / a, (-b + sq) / a]) {
          if (t > 1e-4 && t < best && Math.abs(py + qy * t) <= o.hl) {
            best = t
            n = [(px + qx * t) / o.r, 0, (pz + qz * t) / o.r]
            break
          }
        }
      }
    }
    if (Math.abs(qy) > 1e-12) {
      for (const cap of [o.hl, -o.hl]) {
        const t = (cap - py) / qy
        if (t > 1e-4 && t < best) {
          const x = px + qx * t
          const z = pz + qz * t
          if (x * x + z * z <= o.r * o.r) {
            best = t
            n = [0, Math.sign(cap), 0]
          }
        }
      }
    }
    if (!n || best > tmax) return false
    HIT.t = best
    ;[HIT.nx, HIT.ny, HIT.nz] = toWorld(o, n[0], n[1], n[2])
    return true
  }
  return false
}
