// The demo photograph 'book-perfil': a fashion model on a cyclorama under coloured gels, and her silhouette.
import { PORT, image, shade, blurField } from '../image.mjs'
import { lerp, smooth } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { rimBand } from '../shading.mjs'
import { svgMask } from '../svg.mjs'

/** A standing fashion pose in SVG (wide-brimmed hat, one hand on the hip, the other at the
 * brim, long dress caught by a fan), feet at about y=1990. */
function fashionFigure() {
  const limb = (pts, wdt) =>
    `<path d="M${pts.map((p) => p.join(' ')).join(' L')}" stroke="#000" stroke-width="${wdt}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  return [
    `<ellipse cx="648" cy="735" rx="48" ry="64" transform="rotate(-6 648 735)"/>`, // head
    `<path d="M560 700 C560 620 600 585 650 585 C705 585 735 625 732 700Z"/>`, // hat crown
    `<ellipse cx="650" cy="695" rx="176" ry="24" transform="rotate(-9 650 695)"/>`, // brim
    `<path d="M620 770 L672 770 C676 800 684 840 700 866 L596 866 C610 840 616 800 620 770Z"/>`, // neck
    `<path d="M548 885 C585 858 712 856 748 880 C758 955 732 1025 708 1085 C716 1140 728 1170 728 1200
      L566 1200 C566 1170 578 1140 590 1085 C566 1020 540 955 548 885Z"/>`, // bodice
    `<path d="M590 1080 C560 1300 505 1620 470 1955 C540 1975 620 1955 682 1972 C765 1990 845 1950 925 1900
      C850 1680 772 1350 708 1080Z"/>`, // skirt, blown to the right
    limb(
      [
        [728, 900],
        [846, 1045],
        [712, 1112],
      ],
      54,
    ), // arm, hand on the hip
    limb(
      [
        [570, 900],
        [470, 775],
        [548, 690],
      ],
      50,
    ), // arm raised to the brim
    `<ellipse cx="556" cy="686" rx="28" ry="20"/>`, // hand
    `<path d="M560 1962 L620 1960 L634 1994 L552 1996Z"/><path d="M706 1970 L756 1970 L776 1993 L700 1995Z"/>`, // shoe tips
  ].join('')
}

/** 7. Book shoot: a model on a white cyclorama, magenta key gel, teal fill, long shadow. */
export const bookPerfil = async () => {
  const [w, h] = PORT
  const fig = fashionFigure()
  const feet = [680, 1985]
  // the key light is low and to the left: the shadow runs right and climbs the cyc wall,
  // longer and leaning; sharp near the feet, softer as it gets further away
  const [fx, fy] = feet
  const a = [1.08, 0.1, -0.52, 1.3] // x-axis -> (1.08, 0.1), y-axis -> (-0.52, 1.3)
  const tf = `matrix(${a[0]} ${a[1]} ${a[2]} ${a[3]} ${fx - a[0] * fx - a[2] * fy} ${fy - a[1] * fx - a[3] * fy})`
  const shadowSharp = await svgMask(w, h, `<g transform="${tf}">${fig}</g>`, 3)
  const shadowSoft = await svgMask(w, h, `<g transform="${tf}">${fig}</g>`, 24)
  const mask = await svgMask(w, h, fig, 1.0)
  const band = rimBand(mask, w, h, 6)
  // a blurred copy of the silhouette stands in for the body's volume: its slope says which way
  // the surface turns (towards the key on the left, away from it on the right)
  const vol = Float32Array.from(mask)
  blurField(vol, w, h, 26)
  const gx = Float32Array.from(mask)
  blurField(gx, w, h, 6)
  const paper = fbm(w, h, { scale: 300, octaves: 4, seed: 71 })
  const cloth = fbm(w, h, { scale: 60, octaves: 3, seed: 72, stretch: 4, angle: 1.35 }) // folds
  const key = [1.3, 0.09, 0.38]
  const fillC = [0.02, 0.3, 0.36]
  const floorY = 1820
  const im = image(w, h)
  return shade(im, (x, y, i) => {
    const dist = Math.hypot(x - fx, y - fy)
    const sh = lerp(shadowSharp[i], shadowSoft[i], smooth(100, 900, dist))
    // key pool on the cyc around the model; the teal fill washes the cyc from the right
    const pool = Math.exp(-(((x - 820) / 700) ** 2) - ((y - 1450) / 850) ** 2)
    const fillK = (0.12 + 0.55 * (x / w) ** 1.5) * (1 - 0.45 * (y / h) ** 2) * (0.6 + 0.4 * smooth(0, 900, y))
    // the cove: the floor faces the key a little more, with a soft transition
    const floor = smooth(floorY - 140, floorY + 90, y)
    const alb = 0.8 * (1 + 0.035 * paper[i]) * (1 + 0.2 * floor)
    const keyK = pool * (1 - 0.94 * sh) * (1 + 0.25 * floor)
    let r = alb * (key[0] * keyK + fillC[0] * fillK)
    let g = alb * (key[1] * keyK + fillC[1] * fillK)
    let b = alb * (key[2] * keyK + fillC[2] * fillK)
    // contact shadow under the shoes
    const contact = Math.exp(-(((x - fx) / 150) ** 2) - ((y - fy - 6) / 14) ** 2)
    r *= 1 - 0.85 * contact
    g *= 1 - 0.85 * contact
    b *= 1 - 0.85 * contact
    const m = mask[i]
    if (m > 0) {
      // the model in dark clothes: turned-to-the-key surfaces pick up magenta, the far side
      // teal; a crisp rim on each edge
      const slope = (vol[Math.min(i + 3, vol.length - 1)] - vol[Math.max(i - 3, 0)]) * 8
      const turn = 0.5 + 0.5 * Math.tanh(slope * 2.5) // 1 = faces the key, 0 = faces away
      const toKey = turn * 0.22 + 0.03
      const away = (1 - turn) * 0.25
      const dxm = (gx[Math.min(i + 3, gx.length - 1)] - gx[Math.max(i - 3, 0)]) * 4
      const left = smooth(0.05, 0.4, dxm) * band[i]
      const right = smooth(0.05, 0.4, -dxm) * band[i]
      const fold = 1 + 0.6 * cloth[i]
      const kk = (toKey * 0.3 * fold + left * 0.9) * (0.4 + pool)
      const ff = away * 0.25 * fold + right * 1.5
      r = lerp(r, key[0] * kk + fillC[0] * ff + 0.003, m)
      g = lerp(g, key[1] * kk + fillC[1] * ff + 0.003, m)
      b = lerp(b, key[2] * kk + fillC[2] * ff + 0.005, m)
    }
    return [r, g, b]
  })
}
bookPerfil.grade = {
  exposure: 0.85,
  bloom: 0.18,
  bloomThreshold: 0.9,
  vignette: 0.6,
  vignetteCenter: [0.45, 0.6],
  shadows: [0.0, 0.006, 0.02],
  highlights: [0.01, 0.0, 0.01],
  saturation: 0.85,
  grain: 0.024,
}
