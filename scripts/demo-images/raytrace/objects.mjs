// Ray tracer: constructors for scene objects (spheres, planes, boxes, cylinders, groups) and softboxes.

/** A softbox of width x height at `c`, aimed at `target`, emitting `radiance`. */
export function softbox(c, target, width, height, radiance) {
  let n = [target[0] - c[0], target[1] - c[1], target[2] - c[2]]
  const nl = Math.hypot(...n)
  n = n.map((k) => k / nl)
  // u: horizontal edge (n x up), v: the other edge (u x n)
  let u = [-n[2], 0, n[0]]
  const ul = Math.hypot(...u)
  u = u.map((k) => (k / ul) * (width / 2))
  let v = [u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0]]
  const vl = Math.hypot(...v)
  v = v.map((k) => (k / vl) * (height / 2))
  return {
    c,
    u,
    v,
    n,
    radiance,
    area: width * height,
    ul2: u[0] ** 2 + u[1] ** 2 + u[2] ** 2,
    vl2: v[0] ** 2 + v[1] ** 2 + v[2] ** 2,
  }
}

/** Object constructors (rotY in degrees). */
export const sphere = (c, r, mat) => ({ type: 'sphere', c, r, mat })
export const plane = (n, d, mat) => ({ type: 'plane', n, d, mat })
export const box = (c, h, rotY, mat) => ({
  type: 'box',
  c,
  h,
  mat,
  cos: Math.cos((rotY * Math.PI) / 180),
  sin: Math.sin((rotY * Math.PI) / 180),
})
export const group = (c, r, children) => ({ type: 'group', c, r, children })

/**
 * A box with rounded edges (radius r): three slimmer boxes plus a capsule on each of the 12
 * edges. Real objects are never razor-sharp, and the rounded edges catch the highlights.
 */
export function roundedBox(c, h, rotY, r, mat) {
  const co = Math.cos((rotY * Math.PI) / 180)
  const si = Math.sin((rotY * Math.PI) / 180)
  const w = ([x, y, z]) => [c[0] + x * co - z * si, c[1] + y, c[2] + x * si + z * co]
  const [a, b, d] = [h[0] - r, h[1] - r, h[2] - r]
  /** @type {object[]} the boxes, then the capsules that round their edges */
  const parts = [box(c, [a, b, h[2]], rotY, mat), box(c, [a, h[1], d], rotY, mat), box(c, [h[0], b, d], rotY, mat)]
  for (const s1 of [-1, 1]) {
    for (const s2 of [-1, 1]) {
      parts.push(capsule(w([-a, s1 * b, s2 * d]), w([a, s1 * b, s2 * d]), r, mat))
      parts.push(capsule(w([s1 * a, -b, s2 * d]), w([s1 * a, b, s2 * d]), r, mat))
      parts.push(capsule(w([s1 * a, s2 * b, -d]), w([s1 * a, s2 * b, d]), r, mat))
    }
  }
  return group(c, Math.hypot(...h) + 1e-3, parts)
}
export const capsule = (a, b, r, mat) => ({ type: 'capsule', a, b, r, mat })
export const cyl = (c, r, hl, rotY, mat, axis = 'y') => ({
  type: 'cyl',
  c,
  r,
  hl,
  mat,
  axis,
  cos: Math.cos((rotY * Math.PI) / 180),
  sin: Math.sin((rotY * Math.PI) / 180),
})
