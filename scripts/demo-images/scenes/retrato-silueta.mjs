// The demo photograph 'retrato-silueta': a backlit profile, with the wisps of hair that catch the rim light.
import { PORT, image, shade, blurField } from '../image.mjs'
import { clamp, lerp, smooth, rng } from '../maths.mjs'
import { fbm } from '../noise.mjs'
import { rimBand } from '../shading.mjs'
import { svgMask } from '../svg.mjs'

/** Wisps of loose hair around a head: thin curved strokes that catch the back light. */
function hairWisps(rand, n, cx, cy, r, spread) {
  const out = []
  for (let k = 0; k < n; k++) {
    const a = spread[0] + rand() * (spread[1] - spread[0])
    const r0 = r * (0.92 + rand() * 0.06)
    const len = 25 + rand() * 90
    const x0 = cx + Math.cos(a) * r0
    const y0 = cy + Math.sin(a) * r0
    const bend = (rand() - 0.5) * 1.4
    const x1 = x0 + Math.cos(a + bend) * len
    const y1 = y0 + Math.sin(a + bend) * len
    const mx = (x0 + x1) / 2 + Math.cos(a) * len * 0.25
    const my = (y0 + y1) / 2 + Math.sin(a) * len * 0.25
    out.push(
      `<path d="M${x0.toFixed(1)} ${y0.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}" stroke="#000" stroke-width="${(0.8 + rand() * 1.6).toFixed(1)}" fill="none" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
    )
  }
  return out.join('')
}

/** 6. Backlit profile: head and shoulders against a glowing backdrop, rim of light. */
export const retratoSilueta = async () => {
  const [w, h] = PORT
  const rand = rng(61)
  // a woman's profile facing right, hair gathered in a low bun; shoulders turned a little
  const profile = `M585 1330
    C540 1230 470 1120 470 980 C470 800 560 640 720 585 C850 540 960 570 1030 650
    C1075 700 1090 770 1085 840 C1083 860 1076 880 1080 895 C1100 940 1140 1000 1168 1040
    C1176 1052 1165 1066 1145 1068 C1128 1070 1116 1072 1112 1082 C1114 1094 1122 1104 1120 1114
    C1118 1124 1106 1128 1108 1134 C1116 1142 1116 1156 1104 1166 C1094 1172 1088 1178 1092 1192
    C1098 1220 1088 1248 1060 1262 C1020 1280 975 1285 945 1300 C930 1360 945 1430 985 1490
    C1080 1540 1250 1580 1400 1650 C1520 1710 1590 1820 1620 1950
    L1620 2450 L-20 2450 L-20 1750 C100 1650 300 1590 450 1540 C540 1500 590 1440 585 1330 Z`
  const bun = `<ellipse cx="462" cy="1050" rx="100" ry="108"/>`
  const wisps =
    hairWisps(rand, 26, 760, 900, 335, [Math.PI * 0.95, Math.PI * 1.6]) +
    hairWisps(rand, 14, 462, 1050, 104, [Math.PI * 0.55, Math.PI * 1.3])
  const mask = await svgMask(w, h, `<path d="${profile}"/>${bun}`, 1.2)
  const hair = await svgMask(w, h, wisps, 0.5)
  // focus is on the face: the back of the head and the shoulders are a touch softer
  const soft = Float32Array.from(mask)
  blurField(soft, w, h, 5)
  for (let i = 0; i < mask.length; i++) {
    const x = i % w
    const y = (i / w) | 0
    const t = smooth(950, 650, x) * 0.6 + smooth(1450, 1900, y) * 0.9
    mask[i] = lerp(mask[i], soft[i], clamp(t))
  }
  const band = rimBand(mask, w, h, 3.5)
  const wide = rimBand(mask, w, h, 16)
  const haze = fbm(w, h, { scale: 500, octaves: 4, seed: 62 })
  const skin = fbm(w, h, { scale: 40, octaves: 3, seed: 63 })

  const im = image(w, h)
  return shade(im, (x, y, i) => {
    // backdrop: a warm pool of light behind the head (a gridded light on a painted canvas)
    const dx = (x - 780) / w
    const dy = (y - 950) / h
    const g = Math.exp(-(dx * dx * 10 + dy * dy * 6)) * (1 + 0.15 * haze[i])
    const edge = Math.exp(-(dx * dx * 2.5 + dy * dy * 2)) // the wider, dimmer spill
    const bg = [0.006 + 1.6 * g + 0.03 * edge, 0.006 + 0.74 * g + 0.022 * edge, 0.01 + 0.3 * g + 0.024 * edge]
    const m = Math.max(mask[i], hair[i] * 0.9)
    // the figure: almost black, a whisper of cool fill from the front
    const fill = 0.004 + 0.008 * smooth(1300, 800, y)
    const fig = [fill * 0.8, fill * 0.9, fill * 1.2]
    // rim: strongest where the backdrop behind is brightest; hair glows like a halo
    const rimK = (band[i] * 1.3 * (0.8 + 0.4 * skin[i]) + wide[i] * 0.07) * g * smooth(1900, 1400, y)
    const hairGlow = hair[i] * (1 - mask[i]) * g * 0.9
    return [
      lerp(bg[0], fig[0], m) + rimK * 2.2 + hairGlow * 2.0,
      lerp(bg[1], fig[1], m) + rimK * 1.35 + hairGlow * 1.2,
      lerp(bg[2], fig[2], m) + rimK * 0.7 + hairGlow * 0.55,
    ]
  })
}
retratoSilueta.grade = {
  exposure: 1.0,
  bloom: 0.3,
  bloomThreshold: 0.7,
  bloomSigma: 0.02,
  vignette: 0.65,
  vignetteCenter: [0.48, 0.4],
  shadows: [0.0, 0.01, 0.02],
  highlights: [0.02, 0.005, -0.02],
  saturation: 0.95,
  grain: 0.024,
}
