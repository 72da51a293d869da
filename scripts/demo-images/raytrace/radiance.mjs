// Ray tracer: the light along a ray: direct softbox light, ambient bounce, gloss, metal and glass.
import { HIT } from './intersect.mjs'
import { trace, traceShadow, hitLight } from './trace.mjs'

function albedoAt(m, x, y, z) {
  return typeof m.albedo === 'function' ? m.albedo(x, y, z) : m.albedo
}

/** Radiance leaving a surface point towards the viewer (direction d). */
function shadePoint(scene, o, x, y, z, nx, ny, nz, dx, dy, dz, rand, depth) {
  const m = o.mat
  const alb = albedoAt(m, x, y, z)
  const entering = nx * dx + ny * dy + nz * dz < 0
  if (!entering) {
    nx = -nx
    ny = -ny
    nz = -nz
  }
  if (m.glass) return shadeGlass(scene, m, x, y, z, nx, ny, nz, dx, dy, dz, entering, rand, depth)
  const px = x + nx * 1e-3
  const py = y + ny * 1e-3
  const pz = z + nz * 1e-3
  let r = 0
  let g = 0
  let b = 0
  if (!m.metal) {
    // direct light: one random point on each softbox, with a shadow ray
    for (const L of scene.lights) {
      const su = rand() * 2 - 1
      const sv = rand() * 2 - 1
      const lx = L.c[0] + L.u[0] * su + L.v[0] * sv - px
      const ly = L.c[1] + L.u[1] * su + L.v[1] * sv - py
      const lz = L.c[2] + L.u[2] * su + L.v[2] * sv - pz
      const dist = Math.hypot(lx, ly, lz)
      const wx = lx / dist
      const wy = ly / dist
      const wz = lz / dist
      const cs = nx * wx + ny * wy + nz * wz
      const cl = -(L.n[0] * wx + L.n[1] * wy + L.n[2] * wz)
      if (cs > 0 && cl > 0 && !traceShadow(scene, px, py, pz, wx, wy, wz, dist)) {
        // a honeycomb grid narrows the beam: emission falls off as cos^grid
        const e = (cs * cl ** (1 + (L.grid ?? 0)) * L.area) / (dist * dist * Math.PI)
        r += L.radiance[0] * e
        g += L.radiance[1] * e
        b += L.radiance[2] * e
      }
    }
    // ambient: one cosine-weighted sample of the dim studio (occluded = one cheap bounce)
    const [ax, ay, az] = cosineDir(nx, ny, nz, rand)
    const occ = trace(scene, px, py, pz, ax, ay, az, scene.aoDist ?? 3)
    if (occ) {
      const ab = albedoAt(occ.mat, px, py, pz)
      const k = scene.bounce ?? 0.15
      r += ab[0] * k
      g += ab[1] * k
      b += ab[2] * k
    } else {
      const e = scene.env(ax, ay, az)
      r += e[0]
      g += e[1]
      b += e[2]
    }
    r *= alb[0]
    g *= alb[1]
    b *= alb[2]
  }
  if ((m.refl || m.metal) && depth < 2) {
    // glossy reflection; Fresnel makes grazing reflections (on the table) much stronger
    const dn = dx * nx + dy * ny + dz * nz
    let rx = dx - 2 * dn * nx
    let ry = dy - 2 * dn * ny
    let rz = dz - 2 * dn * nz
    if (m.gloss) {
      rx += (rand() - 0.5) * m.gloss * 2
      ry += (rand() - 0.5) * m.gloss * 2
      rz += (rand() - 0.5) * m.gloss * 2
      const l = Math.hypot(rx, ry, rz)
      rx /= l
      ry /= l
      rz /= l
    }
    const cos = Math.max(0, -dn)
    const f0 = m.metal ? 1 : m.refl
    const F = f0 + (1 - f0) * (1 - cos) ** 5 * (m.metal ? 0 : 1)
    const [er, eg, eb] = radiance(scene, px, py, pz, rx, ry, rz, rand, depth + 1)
    const tint = m.metal ? alb : [1, 1, 1]
    r = r * (1 - F) + er * F * tint[0]
    g = g * (1 - F) + eg * F * tint[1]
    b = b * (1 - F) + eb * F * tint[2]
  }
  if (m.emit) {
    const e = typeof m.emit === 'function' ? m.emit(x, y, z) : m.emit
    r += e[0]
    g += e[1]
    b += e[2]
  }
  return [r, g, b]
}

/**
 * Glass (and liquids): Fresnel decides, per sample, between reflection and refraction; the
 * transmitted light picks up the material's tint each time it crosses the surface.
 */
function shadeGlass(scene, m, x, y, z, nx, ny, nz, dx, dy, dz, entering, rand, depth) {
  if (depth > 9) return [0, 0, 0]
  const eta = entering ? 1 / (m.ior ?? 1.5) : (m.ior ?? 1.5)
  const cosi = -(dx * nx + dy * ny + dz * nz)
  const k = 1 - eta * eta * (1 - cosi * cosi)
  const f0 = ((1 - (m.ior ?? 1.5)) / (1 + (m.ior ?? 1.5))) ** 2
  const F = k < 0 ? 1 : f0 + (1 - f0) * (1 - cosi) ** 5
  if (rand() < F) {
    const rx = dx + 2 * cosi * nx
    const ry = dy + 2 * cosi * ny
    const rz = dz + 2 * cosi * nz
    return radiance(scene, x + nx * 1e-4, y + ny * 1e-4, z + nz * 1e-4, rx, ry, rz, rand, depth + 1)
  }
  const c2 = Math.sqrt(k)
  const tx = eta * dx + (eta * cosi - c2) * nx
  const ty = eta * dy + (eta * cosi - c2) * ny
  const tz = eta * dz + (eta * cosi - c2) * nz
  const c = radiance(scene, x - nx * 1e-4, y - ny * 1e-4, z - nz * 1e-4, tx, ty, tz, rand, depth + 1)
  const tint = m.tint ?? [1, 1, 1]
  return entering ? c : [c[0] * tint[0], c[1] * tint[1], c[2] * tint[2]]
}

function cosineDir(nx, ny, nz, rand) {
  const u1 = rand()
  const u2 = rand() * Math.PI * 2
  const rr = Math.sqrt(u1)
  const lx = rr * Math.cos(u2)
  const ly = rr * Math.sin(u2)
  const lz = Math.sqrt(1 - u1)
  // orthonormal basis around n
  const ax = Math.abs(nx) > 0.9 ? [0, 1, 0] : [1, 0, 0]
  let tx = ny * ax[2] - nz * ax[1]
  let ty = nz * ax[0] - nx * ax[2]
  let tz = nx * ax[1] - ny * ax[0]
  const tl = Math.hypot(tx, ty, tz)
  tx /= tl
  ty /= tl
  tz /= tl
  const bx = ny * tz - nz * ty
  const by = nz * tx - nx * tz
  const bz = nx * ty - ny * tx
  return [tx * lx + bx * ly + nx * lz, ty * lx + by * ly + ny * lz, tz * lx + bz * ly + nz * lz]
}

/** Radiance arriving along a ray: softbox, object or the studio around. */
export function radiance(scene, ox, oy, oz, dx, dy, dz, rand, depth = 0) {
  const o = trace(scene, ox, oy, oz, dx, dy, dz)
  const t = o ? HIT.t : Infinity
  for (const L of scene.lights) {
    if (hitLight(L, ox, oy, oz, dx, dy, dz) < t) return L.visible ?? L.radiance
  }
  if (!o) return scene.env(dx, dy, dz)
  const { nx, ny, nz } = HIT
  return shadePoint(scene, o, ox + dx * t, oy + dy * t, oz + dz * t, nx, ny, nz, dx, dy, dz, rand, depth)
}
