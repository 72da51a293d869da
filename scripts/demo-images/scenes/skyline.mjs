// skyline(): the SVG silhouettes of a Spanish city for the rooftop photograph (azotea-atardecer).

/**
 * A Spanish city skyline as SVG silhouettes: blocks of flats with water tanks and aerials, plus
 * landmarks (a brick bell tower, a domed basilica, a baroque church with twin spires, far-off
 * skyscrapers like Madrid's Cuatro Torres,
 * tower cranes). Returns { shapes, windows } — windows are [x, y] of lit windows.
 */
export function skyline(
  rand,
  baseY,
  {
    x0 = -50,
    x1 = 2450,
    minH = 60,
    maxH = 220,
    minW = 30,
    maxW = 120,
    pitched = 0.25,
    trees = 0,
    landmarks = [],
    windows = 0,
  } = {},
) {
  const out = []
  const lit = []
  let x = x0
  while (x < x1) {
    const bw = minW + rand() * (maxW - minW)
    const bh = minH + rand() ** 1.6 * (maxH - minH)
    const top = baseY - bh
    const v = Math.round(170 + rand() * 85) // each block catches a little more or less sky light
    out.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${(bw + 2).toFixed(0)}" height="${(bh + 400).toFixed(0)}" fill="rgb(${v},${v},${v})"/>`,
    )
    for (let k = 0; k < bw / 40; k++) {
      // rooftop clutter: chimneys, air-conditioning units, parapets
      if (rand() < 0.5)
        out.push(
          `<rect x="${(x + rand() * bw).toFixed(0)}" y="${(top - 4 - rand() * 10).toFixed(0)}" width="${(4 + rand() * 12).toFixed(0)}" height="16" fill="rgb(${v},${v},${v})"/>`,
        )
    }
    if (rand() < 0.5)
      out.push(
        `<rect x="${(x + bw * (0.2 + rand() * 0.5)).toFixed(0)}" y="${(top - 14).toFixed(0)}" width="${(14 + rand() * 14).toFixed(0)}" height="16"/>`,
      ) // water tank / stair hut
    if (rand() < 0.35) {
      const ax = x + rand() * bw
      out.push(`<rect x="${ax.toFixed(0)}" y="${(top - 40 - rand() * 40).toFixed(0)}" width="2" height="80"/>`) // aerial
      out.push(`<rect x="${(ax - 10).toFixed(0)}" y="${(top - 30).toFixed(0)}" width="22" height="2"/>`)
    }
    if (rand() < pitched)
      out.push(
        `<path d="M${x - 4} ${top + 1} L${x + bw * (0.3 + rand() * 0.4)} ${top - bw * (0.12 + rand() * 0.12)} L${x + bw + 4} ${top + 1}Z" fill="rgb(${v},${v},${v})"/>`,
      ) // tiled roof
    if (rand() < trees) {
      // a street tree or a palm between the blocks
      const tx = x + rand() * bw
      const r = 12 + rand() * 22
      out.push(
        `<ellipse cx="${tx.toFixed(0)}" cy="${(baseY - r * 0.6).toFixed(0)}" rx="${(r * 1.2).toFixed(0)}" ry="${r.toFixed(0)}"/>`,
      )
    }
    for (let k = 0; k < (windows * bw * bh) / 20000; k++) {
      if (rand() < 0.5) lit.push([x + 6 + rand() * (bw - 12), top + 10 + rand() * (bh - 20)])
    }
    x += bw - 6
  }
  for (const l of landmarks) {
    const { type, x: lx, s: k = 1 } = l
    const b = baseY
    if (type === 'towers') {
      // four slender skyscrapers on the horizon; the second one has the open arch at the top
      for (const [dx, hh, ww] of [
        [0, 330, 34],
        [70, 360, 38],
        [140, 300, 30],
        [205, 340, 36],
      ]) {
        out.push(`<rect x="${lx + dx * k}" y="${b - hh * k}" width="${ww * k}" height="${hh * k + 400}"/>`)
      }
      out.push(`<rect x="${lx + 70 * k}" y="${b - 392 * k}" width="${6 * k}" height="${34 * k}"/>`)
      out.push(`<rect x="${lx + 102 * k}" y="${b - 392 * k}" width="${6 * k}" height="${34 * k}"/>`)
      out.push(`<rect x="${lx + 70 * k}" y="${b - 396 * k}" width="${38 * k}" height="${6 * k}"/>`)
    } else if (type === 'belltower') {
      out.push(
        `<rect x="${lx - 38 * k}" y="${b - 420 * k}" width="${76 * k}" height="${420 * k + 400}"/>`,
        `<rect x="${lx - 30 * k}" y="${b - 500 * k}" width="${60 * k}" height="${90 * k}"/>`,
        `<rect x="${lx - 20 * k}" y="${b - 560 * k}" width="${40 * k}" height="${70 * k}"/>`,
        `<ellipse cx="${lx}" cy="${b - 560 * k}" rx="${14 * k}" ry="${20 * k}"/>`,
        `<rect x="${lx - 2 * k}" y="${b - 610 * k}" width="${4 * k}" height="${50 * k}"/>`,
        `<path d="M${lx - 8 * k} ${b - 602 * k} L${lx + 10 * k} ${b - 596 * k} L${lx - 6 * k} ${b - 590 * k}Z"/>`,
      )
    } else if (type === 'dome') {
      out.push(
        `<rect x="${lx - 150 * k}" y="${b - 150 * k}" width="${300 * k}" height="${150 * k + 400}"/>`,
        `<rect x="${lx - 80 * k}" y="${b - 240 * k}" width="${160 * k}" height="${100 * k}"/>`,
        `<path d="M${lx - 84 * k} ${b - 238 * k} C${lx - 84 * k} ${b - 340 * k} ${lx + 84 * k} ${b - 340 * k} ${lx + 84 * k} ${b - 238 * k}Z"/>`,
        `<rect x="${lx - 14 * k}" y="${b - 350 * k}" width="${28 * k}" height="${36 * k}"/>`,
        `<ellipse cx="${lx}" cy="${b - 352 * k}" rx="${16 * k}" ry="${10 * k}"/>`,
        `<rect x="${lx - 2 * k}" y="${b - 392 * k}" width="${4 * k}" height="${36 * k}"/>`,
        `<rect x="${lx - 10 * k}" y="${b - 382 * k}" width="${20 * k}" height="${3.5 * k}"/>`,
      )
    } else if (type === 'church') {
      for (const side of [-1, 1]) {
        const tx = lx + side * 90 * k
        out.push(
          `<rect x="${tx - 26 * k}" y="${b - 280 * k}" width="${52 * k}" height="${280 * k + 400}"/>`,
          `<path d="M${tx - 30 * k} ${b - 280 * k} L${tx} ${b - 380 * k} L${tx + 30 * k} ${b - 280 * k}Z"/>`,
          `<rect x="${tx - 1.5 * k}" y="${b - 410 * k}" width="${3 * k}" height="${34 * k}"/>`,
        )
      }
      out.push(
        `<path d="M${lx - 70 * k} ${b - 190 * k} L${lx} ${b - 250 * k} L${lx + 70 * k} ${b - 190 * k} L${lx + 70 * k} ${b + 400} L${lx - 70 * k} ${b + 400}Z"/>`,
      )
    } else if (type === 'crane') {
      const hgt = 520 * k
      out.push(
        `<rect x="${lx - 5 * k}" y="${b - hgt}" width="${10 * k}" height="${hgt + 400}"/>`,
        `<rect x="${lx - 120 * k}" y="${b - hgt}" width="${520 * k}" height="${8 * k}"/>`,
        `<rect x="${lx - 120 * k}" y="${b - hgt}" width="${40 * k}" height="${22 * k}"/>`,
        `<path d="M${lx} ${b - hgt - 60 * k} L${lx + 380 * k} ${b - hgt} M${lx} ${b - hgt - 60 * k} L${lx - 110 * k} ${b - hgt}" stroke="#000" stroke-width="${2 * k}"/>`,
        `<rect x="${lx - 4 * k}" y="${b - hgt - 60 * k}" width="${8 * k}" height="${60 * k}"/>`,
        `<rect x="${lx + 250 * k}" y="${b - hgt}" width="${1.5 * k}" height="${160 * k}"/>`,
      )
    }
  }
  return { shapes: out.join(''), windows: lit }
}
